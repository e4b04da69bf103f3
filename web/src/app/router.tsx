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
        path: 'r/:registrationCode',
        lazy: async () => ({
          Component: (await import('../features/registration/components/registration-code-page.tsx')).RegistrationCodePage,
        }),
      },
      {
        path: 'm/:verificationCode',
        lazy: async () => ({
          Component: (await import('../features/registration/components/complete-registration-page.tsx'))
            .CompleteRegistrationPage,
        }),
      },
      {
        // Where sign-in returns with a code; hands it to the dashboard in navigation state.
        path: 'r/auth/:registrationCode',
        lazy: async () => {
          const { RegistrationAuthPage } = await import('../features/registration/components/registration-auth-page.tsx');
          return { element: <RegistrationAuthPage kind="registrationCode" /> };
        },
      },
      {
        path: 'm/auth/:verificationCode',
        lazy: async () => {
          const { RegistrationAuthPage } = await import('../features/registration/components/registration-auth-page.tsx');
          return { element: <RegistrationAuthPage kind="verificationCode" /> };
        },
      },
      {
        path: 'about/contact-us',
        lazy: async () => ({ Component: (await import('../features/contact/components/contact-page.tsx')).ContactPage }),
      },
      {
        // Reachable by address only: SPEC 2 gives the About Us menu exactly one child, Contact Us.
        path: 'about/faq',
        lazy: async () => ({ Component: (await import('../features/faq/components/faq-page.tsx')).FaqPage }),
      },
      {
        path: 'q/:promoCodeId',
        lazy: async () => ({
          Component: (await import('../features/images/components/promo-code-image-page.tsx')).PromoCodeImagePage,
        }),
      },
      {
        path: 'p/:offerId/:contactId',
        lazy: async () => ({ Component: (await import('../features/images/components/offer-poster-page.tsx')).OfferPosterPage }),
      },
      {
        path: 'venues',
        lazy: async () => ({ Component: (await import('../features/venues/components/venues-page.tsx')).VenuesPage }),
      },
      {
        path: 'offers',
        lazy: async () => ({ Component: (await import('../features/offers/components/offers-page.tsx')).OffersPage }),
        children: [
          {
            path: ':id',
            lazy: async () => {
              const { OfferDetailsRoute } = await import('../features/offers/components/offer-dialog.tsx');
              return { element: <OfferDetailsRoute basePath="/offers" /> };
            },
          },
        ],
      },
      {
        // Ruling 4: public; a visitor sees the empty state.
        path: 'vip',
        lazy: async () => ({ Component: (await import('../features/offers/components/vip-page.tsx')).VipPage }),
        children: [
          {
            path: ':id',
            lazy: async () => {
              const { OfferDetailsRoute } = await import('../features/offers/components/offer-dialog.tsx');
              return { element: <OfferDetailsRoute basePath="/vip" /> };
            },
          },
        ],
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
          {
            // A modal route of the signed-in flow (SPEC 2); closing or finishing goes to /.
            path: 'photo',
            lazy: async () => ({ Component: (await import('../features/photo/components/photo-dialog.tsx')).PhotoDialog }),
          },
          {
            path: 'verify',
            lazy: async () => ({ Component: (await import('./routes/verify.tsx')).VerifyPage }),
          },
          {
            // Onboarding dialogs of the signed-in flow (SPEC 2); each ends at /.
            path: 'mail',
            lazy: async () => ({ Component: (await import('../features/consent/components/consent-dialog.tsx')).ConsentDialog }),
          },
          {
            path: 'student-email',
            lazy: async () => ({
              Component: (await import('../features/student/components/student-email-dialog.tsx')).StudentEmailDialog,
            }),
          },
          {
            // Ruling 5: opened from an e-mail; a visitor signs in first and comes back to this address.
            path: 'student-verification/:code',
            lazy: async () => ({
              Component: (await import('../features/student/components/student-verification-dialog.tsx'))
                .StudentVerificationDialog,
            }),
          },
        ],
      },
      {
        path: 'voucher/:publicId/register',
        lazy: async () => ({
          Component: (await import('../features/vouchers/components/voucher-register-page.tsx')).VoucherRegisterPage,
        }),
      },
      {
        path: 'voucher/:publicId/verify/:promoCodeId',
        lazy: async () => ({
          Component: (await import('../features/vouchers/components/voucher-verify-page.tsx')).VoucherVerifyPage,
        }),
      },
      {
        path: 'voucher/:publicId/sent',
        lazy: async () => ({ Component: (await import('../features/vouchers/components/voucher-sent-page.tsx')).VoucherSentPage }),
      },
      {
        path: 'promoter/:uniqueCode',
        lazy: async () => ({ Component: (await import('../features/promoters/components/promoter-page.tsx')).PromoterPage }),
      },
      {
        path: 'mobile-registration',
        lazy: async () => ({
          Component: (await import('../features/mobile-signup/components/mobile-registration-page.tsx')).MobileRegistrationPage,
        }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
