import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers.ts';

/** One MSW server for all tests; tests add their own handlers with `server.use`. */
export const server = setupServer(...defaultHandlers);
