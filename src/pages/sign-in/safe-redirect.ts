/** Only a path of this console may follow sign-in, never another site (`//evil.example`). */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (/^\/(sign-in|sign-in-2|login)(\/|\?|$)/.test(target)) return '/';
  return target;
}
