import { RESOURCES } from '../../src/app/resource-list';
import { messages } from '../../src/i18n/all-messages';

/** Who the console offers pages to, from the widest rights down. */
export type Offeree = 'administrator' | 'owner' | 'member';

type Tree = { [key: string]: string | Tree };

/** A resource's name in English as the menu and the palette show it: the plural of `resources.<name>.name`. */
export function resourceLabel(name: string): string {
  const entry = (messages.en['resources'] as Tree)[name] as Tree;
  const forms = String(entry['name']).split('||||');
  return (forms[forms.length - 1] ?? '').trim();
}

/**
 * The resources' entries the menu and the palette offer `who`, in the resource list's order:
 * administrators every one; owners all but the administrators'; members neither those nor the
 * managers' (`offeredTo: 'managers'`). Derived from the list itself, so a new resource is expected
 * where it belongs without a test changing.
 */
export function resourceEntries(who: Offeree): string[] {
  return RESOURCES.filter((resource) => who === 'administrator' || (resource.audience !== 'admin' && (who === 'owner' || resource.offeredTo !== 'managers'))).map(
    (resource) => resourceLabel(resource.name),
  );
}
