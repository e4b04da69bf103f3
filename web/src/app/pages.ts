/**
 * Where the code of each lazily loaded page lives. The router (router.tsx) imports a page when it is
 * visited; the startup preload (page-preload.ts) starts the same import for the address the app opens
 * at, before the framework has arrived. This module imports nothing itself, so the entry can use it.
 */
export const pages = {
  accessDenied: () => import('./routes/access-denied.tsx'),
  completeRegistration: () => import('../features/registration/components/complete-registration-page.tsx'),
  consent: () => import('../features/consent/components/consent-dialog.tsx'),
  contact: () => import('../features/contact/components/contact-page.tsx'),
  dashboard: () => import('../features/users/components/dashboard.tsx'),
  faq: () => import('../features/faq/components/faq-page.tsx'),
  login: () => import('../features/auth/components/login-page.tsx'),
  loginCallback: () => import('../features/auth/components/login-callback-page.tsx'),
  mobileRegistration: () => import('../features/mobile-signup/components/mobile-registration-page.tsx'),
  myAccount: () => import('./routes/my-account.tsx'),
  offerDetails: () => import('../features/offers/components/offer-dialog.tsx'),
  offerPoster: () => import('../features/images/components/offer-poster-page.tsx'),
  offers: () => import('../features/offers/components/offers-page.tsx'),
  photo: () => import('../features/photo/components/photo-dialog.tsx'),
  privacyPolicy: () => import('./routes/privacy-policy.tsx'),
  promoCodeImage: () => import('../features/images/components/promo-code-image-page.tsx'),
  promoter: () => import('../features/promoters/components/promoter-page.tsx'),
  register: () => import('./routes/register.tsx'),
  registrationAuth: () => import('../features/registration/components/registration-auth-page.tsx'),
  registrationCode: () => import('../features/registration/components/registration-code-page.tsx'),
  studentEmail: () => import('../features/student/components/student-email-dialog.tsx'),
  studentVerification: () => import('../features/student/components/student-verification-dialog.tsx'),
  venues: () => import('../features/venues/components/venues-page.tsx'),
  verify: () => import('./routes/verify.tsx'),
  vip: () => import('../features/offers/components/vip-page.tsx'),
  voucherRegister: () => import('../features/vouchers/components/voucher-register-page.tsx'),
  voucherSent: () => import('../features/vouchers/components/voucher-sent-page.tsx'),
  voucherVerify: () => import('../features/vouchers/components/voucher-verify-page.tsx'),
  wallet: () => import('./routes/wallet.tsx'),
};

export type PageName = keyof typeof pages;
