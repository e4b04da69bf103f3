import type { RouteObject } from 'react-router';
import { Loading } from '../components/ui/loading.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { pages } from './pages.ts';
import { HomePage, homeLoader } from './routes/home.tsx';
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
      { index: true, loader: homeLoader, Component: HomePage },
      {
        path: 'login',
        lazy: async () => ({ Component: (await pages.login()).LoginPage }),
      },
      {
        path: 'login/callback',
        lazy: async () => ({ Component: (await pages.loginCallback()).LoginCallbackPage }),
      },
      {
        path: 'access-denied',
        lazy: async () => ({ Component: (await pages.accessDenied()).AccessDeniedPage }),
      },
      {
        path: 'register',
        lazy: async () => ({ Component: (await pages.register()).RegisterPage }),
      },
      {
        // Matches /privacy-policy and /privacy-policy/ (ruling 1).
        path: 'privacy-policy',
        lazy: async () => ({ Component: (await pages.privacyPolicy()).PrivacyPolicyPage }),
      },
      {
        path: 'r/:registrationCode',
        lazy: async () => ({ Component: (await pages.registrationCode()).RegistrationCodePage }),
      },
      {
        path: 'm/:verificationCode',
        lazy: async () => ({ Component: (await pages.completeRegistration()).CompleteRegistrationPage }),
      },
      {
        // Where sign-in returns with a code; hands it to the dashboard in navigation state.
        path: 'r/auth/:registrationCode',
        lazy: async () => {
          const { RegistrationAuthPage } = await pages.registrationAuth();
          return { element: <RegistrationAuthPage kind="registrationCode" /> };
        },
      },
      {
        path: 'm/auth/:verificationCode',
        lazy: async () => {
          const { RegistrationAuthPage } = await pages.registrationAuth();
          return { element: <RegistrationAuthPage kind="verificationCode" /> };
        },
      },
      {
        path: 'about/contact-us',
        lazy: async () => ({ Component: (await pages.contact()).ContactPage }),
      },
      {
        // Reachable by address only: SPEC 2 gives the About Us menu exactly one child, Contact Us.
        path: 'about/faq',
        lazy: async () => ({ Component: (await pages.faq()).FaqPage }),
      },
      {
        path: 'q/:promoCodeId',
        lazy: async () => ({ Component: (await pages.promoCodeImage()).PromoCodeImagePage }),
      },
      {
        path: 'p/:offerId/:contactId',
        lazy: async () => ({ Component: (await pages.offerPoster()).OfferPosterPage }),
      },
      {
        path: 'venues',
        lazy: async () => ({ Component: (await pages.venues()).VenuesPage }),
      },
      {
        path: 'offers',
        lazy: async () => ({ Component: (await pages.offers()).OffersPage }),
        children: [
          {
            path: ':id',
            lazy: async () => {
              const { OfferDetailsRoute } = await pages.offerDetails();
              return { element: <OfferDetailsRoute basePath="/offers" /> };
            },
          },
        ],
      },
      {
        // Ruling 4: public; a visitor sees the empty state.
        path: 'vip',
        lazy: async () => ({ Component: (await pages.vip()).VipPage }),
        children: [
          {
            path: ':id',
            lazy: async () => {
              const { OfferDetailsRoute } = await pages.offerDetails();
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
            lazy: async () => ({ Component: (await pages.myAccount()).MyAccountRoute }),
          },
          {
            path: 'wallet',
            lazy: async () => ({ Component: (await pages.wallet()).WalletPage }),
          },
          {
            // A modal route of the signed-in flow (SPEC 2); closing or finishing goes to /.
            path: 'photo',
            lazy: async () => ({ Component: (await pages.photo()).PhotoDialog }),
          },
          {
            path: 'verify',
            lazy: async () => ({ Component: (await pages.verify()).VerifyPage }),
          },
          {
            // Onboarding dialogs of the signed-in flow (SPEC 2); each ends at /.
            path: 'mail',
            lazy: async () => ({ Component: (await pages.consent()).ConsentDialog }),
          },
          {
            path: 'student-email',
            lazy: async () => ({ Component: (await pages.studentEmail()).StudentEmailDialog }),
          },
          {
            // Ruling 5: opened from an e-mail; a visitor signs in first and comes back to this address.
            path: 'student-verification/:code',
            lazy: async () => ({ Component: (await pages.studentVerification()).StudentVerificationDialog }),
          },
        ],
      },
      {
        path: 'voucher/:publicId/register',
        lazy: async () => ({ Component: (await pages.voucherRegister()).VoucherRegisterPage }),
      },
      {
        path: 'voucher/:publicId/verify/:promoCodeId',
        lazy: async () => ({ Component: (await pages.voucherVerify()).VoucherVerifyPage }),
      },
      {
        path: 'voucher/:publicId/sent',
        lazy: async () => ({ Component: (await pages.voucherSent()).VoucherSentPage }),
      },
      {
        path: 'promoter/:uniqueCode',
        lazy: async () => ({ Component: (await pages.promoter()).PromoterPage }),
      },
      {
        path: 'mobile-registration',
        lazy: async () => ({ Component: (await pages.mobileRegistration()).MobileRegistrationPage }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
