import { setupServer } from 'msw/node';
import { handlers } from '../../src/mocks/handlers';

/** The generated handlers; each test overrides what it needs with `server.use(...)`. */
export const server = setupServer(...handlers);
