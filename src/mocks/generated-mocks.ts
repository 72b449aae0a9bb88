import type { HttpHandler } from 'msw';
import * as generatedMockModules from '../generated/endpoints/index.msw';

/**
 * Every tag's generated msw module, in one place (`src/generated/endpoints/index.msw.ts`, written by
 * `npm run generate`): the console's mocks, the standalone mock server and the contract tests all
 * read the contract's mocks from here, so a new tag needs no line of its own.
 */
export { generatedMockModules };

/**
 * A tag's handlers (`getUsersMock`), not one operation's (`getGetUserMockHandler`) nor data, which
 * orval names with `Response` (`getGetUserResponseMock`, `getLoginResponseLoginSessionMock`).
 */
function isTagMock(entry: [string, unknown]): entry is [string, () => HttpHandler[]] {
  return /^get\w+Mock$/.test(entry[0]) && !entry[0].includes('Response') && typeof entry[1] === 'function';
}

/** Every generated handler: faker data shaped by the contract. */
export function generatedHandlers(): HttpHandler[] {
  return Object.entries(generatedMockModules)
    .filter(isTagMock)
    .flatMap(([, handlers]) => handlers());
}
