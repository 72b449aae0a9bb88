import { MessageCatalog } from '../../server/src/core/i18n/catalog.js';
import { sharedMessages } from '../../server/src/core/i18n/messages.js';
import type { AnyListDeclaration } from '../../server/src/core/lists/list-declaration.js';

/** What an area's `server/src/modules/<area>/list.ts` exports: the file the mocks find each list by. */
export interface AreaListModule {
  list: AnyListDeclaration;
}

/** The lists of the areas whose modules were found, by file name, in the order of their folders. */
export function areaListsOf(modules: Readonly<Record<string, AreaListModule>>): AnyListDeclaration[] {
  return Object.keys(modules)
    .sort()
    .map((file) => modules[file]?.list)
    .filter((list): list is AnyListDeclaration => list !== undefined);
}

/** The words the mocks refuse with: the shared ones and those of the lists' areas, whose filters they parse. */
export function mockMessages(lists: readonly AnyListDeclaration[]): MessageCatalog {
  return new MessageCatalog([sharedMessages, ...new Set(lists.map((list) => list.messages))]);
}
