import { parse } from 'regexparam';
import { isSignedIn, restoreAuthState } from '../features/auth/auth-state.ts';
import { pages, type PageName } from './pages.ts';

export interface PageAddress {
  /** A path of router.tsx, written as the router writes it (page-preload.test.ts keeps them in step). */
  path: string;
  /** The lazily loaded code the router renders there, outermost first. */
  pages: readonly PageName[];
  /** Behind RequireAuth: a visitor is sent to sign in instead, so their code would be wasted. */
  membersOnly?: true;
}

export const pageAddresses: readonly PageAddress[] = [
  // '/' shows the landing page (in the entry) to visitors and the dashboard to members.
  { path: '/', pages: ['dashboard'], membersOnly: true },
  { path: '/login', pages: ['login'] },
  { path: '/login/callback', pages: ['loginCallback'] },
  { path: '/access-denied', pages: ['accessDenied'] },
  { path: '/register', pages: ['register'] },
  { path: '/privacy-policy', pages: ['privacyPolicy'] },
  { path: '/r/:registrationCode', pages: ['registrationCode'] },
  { path: '/m/:verificationCode', pages: ['completeRegistration'] },
  { path: '/r/auth/:registrationCode', pages: ['registrationAuth'] },
  { path: '/m/auth/:verificationCode', pages: ['registrationAuth'] },
  { path: '/about/contact-us', pages: ['contact'] },
  { path: '/about/faq', pages: ['faq'] },
  { path: '/q/:promoCodeId', pages: ['promoCodeImage'] },
  { path: '/p/:offerId/:contactId', pages: ['offerPoster'] },
  { path: '/venues', pages: ['venues'] },
  { path: '/offers', pages: ['offers'] },
  { path: '/offers/:id', pages: ['offers', 'offerDetails'] },
  { path: '/vip', pages: ['vip'] },
  { path: '/vip/:id', pages: ['vip', 'offerDetails'] },
  { path: '/my-account', pages: ['myAccount'], membersOnly: true },
  { path: '/wallet', pages: ['wallet'], membersOnly: true },
  { path: '/photo', pages: ['photo'], membersOnly: true },
  { path: '/verify', pages: ['verify'], membersOnly: true },
  { path: '/mail', pages: ['consent'], membersOnly: true },
  { path: '/student-email', pages: ['studentEmail'], membersOnly: true },
  { path: '/student-verification/:code', pages: ['studentVerification'], membersOnly: true },
  { path: '/voucher/:publicId/register', pages: ['voucherRegister'] },
  { path: '/voucher/:publicId/verify/:promoCodeId', pages: ['voucherVerify'] },
  { path: '/voucher/:publicId/sent', pages: ['voucherSent'] },
  { path: '/promoter/:uniqueCode', pages: ['promoter'] },
  { path: '/mobile-registration', pages: ['mobileRegistration'] },
];

// regexparam matches as React Router does: ignoring case, with or without a trailing slash, and a
// parameter stands for exactly one non-empty segment.
const matchers = pageAddresses.map((address) => ({ ...address, pattern: parse(address.path).pattern }));

/** The lazily loaded pages the router will render at `pathname`. */
export function pagesAt(pathname: string, { signedIn }: { signedIn: boolean }): PageName[] {
  const matched = matchers.find(({ pattern, membersOnly }) => pattern.test(pathname) && (signedIn || !membersOnly));
  return matched ? [...matched.pages] : [];
}

/**
 * Starts loading the code of the page the app opens at. The router would only ask for it once the
 * framework has arrived and run, a round trip later on a slow connection; the browser's module map
 * makes the router's own import reuse this one. A failure is left to the router, which retries and
 * shows the error.
 */
export function preloadPageCode(pathname = window.location.pathname): void {
  for (const name of pagesAt(pathname, { signedIn: isSignedIn(restoreAuthState(), Date.now()) })) {
    pages[name]().catch(() => undefined);
  }
}
