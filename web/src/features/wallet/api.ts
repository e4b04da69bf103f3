import type { BrowserPlatform, WalletType } from '@venue-pass/contracts';
import { api } from '../../lib/api.ts';

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation although it is a GET: each call mints a new single-use link, nothing to cache.
    getWalletLink: build.mutation<string, { type: WalletType; platform: BrowserPlatform }>({
      query: ({ type, platform }) => ({ url: `/wallet/${type}`, params: { b: platform } }),
    }),
  }),
});

export const { useGetWalletLinkMutation } = walletApi;

/** The response text with its quotes stripped (R-WALLET-06, R-WALLET-07). */
export function stripQuotes(text: string): string {
  return text.replace(/"/g, '');
}

/** Where an Apple pass download id is opened: /wallet/download/{id} under the API host. */
export function appleDownloadUrl(apiHost: string, id: string): string {
  return `${apiHost.replace(/\/+$/, '')}/wallet/download/${encodeURIComponent(id)}`;
}
