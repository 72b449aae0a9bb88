/** Whether `pathname` is `to` or one of the pages below it. */
export const isUnder = (pathname: string, to: string): boolean =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);

/**
 * The one menu entry the page on screen belongs to: the deepest entry whose address the page is
 * at or below, so `/settings_backup/appearance` is Appearance's, not Legacy settings' as well.
 */
export function activeMenuEntry(pathname: string, entries: readonly string[]): string | undefined {
  return entries.filter((to) => isUnder(pathname, to)).sort((a, b) => b.length - a.length)[0];
}
