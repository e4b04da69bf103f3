import type { ProductApi } from './api-definition.ts';

let loaded: ProductApi | undefined;
const waiting: Array<(api: ProductApi) => void> = [];

/**
 * RTK Query and the API definition load with the first page that calls the API, not with the first
 * screen (docs/decisions/014-startup-preloads-the-opened-page.md). The store cannot import them,
 * so lib/api.ts announces itself here while it is evaluated, before any page using it can render.
 */
export function announceApi(created: ProductApi): void {
  loaded = created;
  for (const attach of waiting.splice(0)) {
    attach(created);
  }
}

/** The API if a page has loaded it, so there may be cached data; otherwise undefined. */
export function loadedApi(): ProductApi | undefined {
  return loaded;
}

/** Runs `attach` with the API once it is loaded: at once if it already is. */
export function whenApiLoaded(attach: (api: ProductApi) => void): void {
  if (loaded) {
    attach(loaded);
  } else {
    waiting.push(attach);
  }
}
