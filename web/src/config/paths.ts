/** Every route of the SPA in one place, so links, redirects and tests agree on the addresses. */
export const paths = {
  home: '/',
  login: '/login',
  loginCallback: '/login/callback',
  accessDenied: '/access-denied',
  register: '/register',
  venues: '/venues',
  offers: '/offers',
  vip: '/vip',
  contactUs: '/about/contact-us',
  // SPEC 1 and ruling 1: the footer links to the trailing-slash form; the router serves both.
  privacyPolicy: '/privacy-policy/',
  myAccount: '/my-account',
  wallet: '/wallet',
  verify: '/verify',
  mailConsent: '/mail',
  studentEmail: '/student-email',
  photo: '/photo',
  studentVerification: (code: string) => `/student-verification/${encodeURIComponent(code)}`,
  registrationCode: (code: string) => `/r/${encodeURIComponent(code)}`,
  registrationAuth: (code: string) => `/r/auth/${encodeURIComponent(code)}`,
  verificationAuth: (code: string) => `/m/auth/${encodeURIComponent(code)}`,
} as const;
