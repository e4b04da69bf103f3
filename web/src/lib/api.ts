import { defineApi } from './api-definition.ts';
import { announceApi } from './api-loaded.ts';

/** The one API of the SPA (lib/api-definition.ts); the store attaches it once this module has run. */
export const api = defineApi();

announceApi(api);
