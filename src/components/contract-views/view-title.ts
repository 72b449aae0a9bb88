import { useTranslate } from 'react-admin';

export type ViewKind = 'list' | 'show' | 'create' | 'edit';

/** A view's title: the key the view names, else `resources.<r>.page.<view>`, else the resource's name (plural on its list). */
export function useViewTitle(resource: string, view: ViewKind, key?: string): string {
  const translate = useTranslate();
  const name = translate(`resources.${resource}.name`, { smart_count: view === 'list' ? 2 : 1, _: resource });
  return translate(key ?? `resources.${resource}.page.${view}`, { _: name });
}
