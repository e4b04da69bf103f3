import type { RouteObject } from 'react-router';
import { Loading } from '../components/ui/loading.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { Root } from './routes/root.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * The embedded provider gives every member `venue-pass-api/member`; the guard adds the
 * audience prefix itself.
 */
export const MEMBER_ROLES = ['member'] as const;

/**
 * The route table (SPEC 2). Only '/' and the not-found page are in the entry chunk; every other
 * page loads on first visit. Routes of later issues are deliberately absent and fall through to
 * the not-found page.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: Loading,
    children: [
      { index: true, Component: HomePage },
      {
        path: 'login',
        lazy: async () => ({
          Component: (await import('../features/auth/components/login-page.tsx')).LoginPage,
        }),
      },
      {
        path: 'login/callback',
        lazy: async () => ({
          Component: (await import('../features/auth/components/login-callback-page.tsx')).LoginCallbackPage,
        }),
      },
      {
        path: 'access-denied',
        lazy: async () => ({ Component: (await import('./routes/access-denied.tsx')).AccessDeniedPage }),
      },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('./routes/register.tsx')).RegisterPage }),
      },
      {
        // Matches /privacy-policy and /privacy-policy/ (ruling 1).
        path: 'privacy-policy',
        lazy: async () => ({ Component: (await import('./routes/privacy-policy.tsx')).PrivacyPolicyPage }),
      },
      {
        element: <RequireAuth allowedRoles={MEMBER_ROLES} />,
        children: [
          {
            path: 'my-account',
            lazy: async () => ({ Component: (await import('./routes/my-account.tsx')).MyAccountRoute }),
          },
          {
            path: 'wallet',
            lazy: async () => ({ Component: (await import('./routes/wallet.tsx')).WalletPage }),
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
