import type { VitePWAOptions } from 'vite-plugin-pwa';
import { MEMBER_CARD_CACHE } from './src/lib/member-card-cache.ts';

/**
 * The installable app for the venue door (docs/decisions/005-offline-member-card.md).
 * The app shell is precached; the card's data is kept by NetworkFirst routes so it still shows
 * when the venue has no signal.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  // The app registers the worker itself once the first screen has settled (src/app/service-worker.ts).
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Venue Pass',
    short_name: 'Venue Pass',
    description: 'Your Venue Pass loyalty card and exclusive offers at our partner venues.',
    theme_color: '#4c1d95',
    background_color: '#f8fafc',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2}'],
    navigateFallback: '/index.html',
    // Server-rendered addresses: the identity provider's pages, the API (wallet downloads), config, and
    // the unsubscribe link of marketing e-mail (ADR 077), which a member opens in a browser that may hold the app.
    navigateFallbackDenylist: [/^\/api\//, /^\/realms\//, /^\/interaction\//, /^\/config\//, /^\/media\//, /^\/dev\//, /^\/unsubscribe\//],
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname === '/config/config.json' || url.pathname === '/version.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'app-config', networkTimeoutSeconds: 4 },
      },
      {
        // The card: profile and photo. NetworkFirst, so the cache only answers when the network does not.
        urlPattern: ({ url, request }) => request.method === 'GET' && /\/api\/me(\/photo)?$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: MEMBER_CARD_CACHE,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 8, maxAgeSeconds: 7 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
          plugins: [
            {
              // The URL is the same for every member; the bearer token's subject tells them apart, so
              // one member's card is never served to another on a shared phone. Serialised into the
              // service worker, so it must stay self-contained.
              cacheKeyWillBeUsed: async ({ request }) => {
                const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
                let subject = 'anonymous';
                try {
                  const payload = token.split('.')[1] ?? '';
                  subject = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).sub ?? subject;
                } catch {
                  subject = 'anonymous';
                }
                const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(subject));
                const member = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
                const url = new URL(request.url);
                return `${url.origin}${url.pathname}?member=${member}`;
              },
            },
          ],
        },
      },
    ],
  },
};
