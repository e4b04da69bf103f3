import { paths } from '../config/paths.ts';
import { ANY_ROLE, MANAGER_ROLES, OPERATOR_ROLES, STAFF_ROLES } from '../features/auth/roles.ts';

/**
 * Where the code of each lazily loaded page lives. The router imports a page when it is visited; the
 * startup preload (page-preload.ts) starts the same import for the address the app opens at, before
 * the framework has arrived, so this module imports nothing of the framework itself.
 */
export const pages = {
  accessDenied: () => import('./routes/access-denied.tsx'),
  accountClosed: () => import('../features/users/components/account-closed-page.tsx'),
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
  staff: () => import('../features/staff/components/staff-page.tsx'),
  studentEmail: () => import('../features/student/components/student-email-dialog.tsx'),
  studentVerification: () => import('../features/student/components/student-verification-dialog.tsx'),
  venues: () => import('../features/venues/components/venues-page.tsx'),
  verify: () => import('./routes/verify.tsx'),
  vip: () => import('../features/offers/components/vip-page.tsx'),
  voucherRegister: () => import('../features/vouchers/components/voucher-register-page.tsx'),
  voucherSent: () => import('../features/vouchers/components/voucher-sent-page.tsx'),
  voucherVerify: () => import('../features/vouchers/components/voucher-verify-page.tsx'),
  wallet: () => import('./routes/wallet.tsx'),
  // The operator console, one lazy chunk of its own (features/admin/console.ts).
  admin: () => import('../features/admin/console.ts'),
  // A venue manager's area, one lazy chunk of its own (features/partner/venue-area.ts).
  partner: () => import('../features/partner/venue-area.ts'),
};

export type PageName = keyof typeof pages;

type PageModule<Name extends PageName> = Awaited<ReturnType<(typeof pages)[Name]>>;

/** The exports of a page's module that can be rendered: functions of one props object. */
type ComponentName<Name extends PageName> = {
  [Export in keyof PageModule<Name>]: PageModule<Name>[Export] extends (props: never) => unknown ? Export : never;
}[keyof PageModule<Name>];

/** An object with no properties: the props of a component that takes none. */
type NoProps = Record<never, never>;

type PropsOf<Component> = Component extends (...args: infer Args) => unknown
  ? Args extends [infer Props extends object, ...unknown[]]
    ? Props
    : NoProps
  : never;

/** A page the router renders: the module it loads and the export it renders there, with its props. */
export interface LazyPage {
  name: PageName;
  component: string;
  props?: object;
}

/** A LazyPage, checked: the export must be a component of that module, given the props it needs. */
function page<Name extends PageName, Component extends ComponentName<Name> & string>(
  name: Name,
  component: Component,
  ...props: NoProps extends PropsOf<PageModule<Name>[Component]>
    ? [props?: PropsOf<PageModule<Name>[Component]>]
    : [props: PropsOf<PageModule<Name>[Component]>]
): LazyPage {
  return props[0] === undefined ? { name, component } : { name, component, props: props[0] };
}

export interface PageRoute {
  /** Its address in config/paths.ts; a child's address starts with its parent's. */
  path: string;
  page: LazyPage;
  /** Behind the sign-in guard, which sends a visitor to sign in first and back here after. */
  membersOnly?: true;
  /**
   * Behind the sign-in guard for these client roles instead of the member's: a signed-in user without
   * one of them is shown /access-denied.
   */
  allowedRoles?: readonly string[];
  /** Pages shown over this one, in its outlet: an offer's dialog over the list it was opened from. */
  children?: readonly PageRoute[];
}

/**
 * The one route table: the router (router.tsx) and the startup preload (page-preload.ts) are both made
 * from it. '/' and the not-found page are not here: they are the app's own code, in router.tsx. Any
 * address not listed shows the not-found page (R-ROUTES-35).
 */
export const routeTable: readonly PageRoute[] = [
  { path: paths.login, page: page('login', 'LoginPage') },
  { path: paths.loginCallback, page: page('loginCallback', 'LoginCallbackPage') },
  { path: paths.accessDenied, page: page('accessDenied', 'AccessDeniedPage') },
  { path: paths.register, page: page('register', 'RegisterPage') },
  // Served with and without the trailing slash, as every address is (R-ROUTES-22).
  { path: paths.privacyPolicy, page: page('privacyPolicy', 'PrivacyPolicyPage') },
  { path: paths.registrationCode, page: page('registrationCode', 'RegistrationCodePage') },
  { path: paths.completeRegistration, page: page('completeRegistration', 'CompleteRegistrationPage') },
  // Where sign-in returns with a code, which the page hands to the dashboard in navigation state.
  { path: paths.registrationAuth, page: page('registrationAuth', 'RegistrationAuthPage', { kind: 'registrationCode' }) },
  { path: paths.verificationAuth, page: page('registrationAuth', 'RegistrationAuthPage', { kind: 'verificationCode' }) },
  { path: paths.contactUs, page: page('contact', 'ContactPage') },
  // The About Us menu holds Contact Us alone (R-NAV-05); the Contact Us page links here (issue 22).
  { path: paths.faq, page: page('faq', 'FaqPage') },
  { path: paths.promoCodeImage, page: page('promoCodeImage', 'PromoCodeImagePage') },
  { path: paths.offerPoster, page: page('offerPoster', 'OfferPosterPage') },
  { path: paths.venues, page: page('venues', 'VenuesPage') },
  {
    path: paths.offers,
    page: page('offers', 'OffersPage'),
    children: [{ path: paths.offerDetails, page: page('offerDetails', 'OfferDetailsRoute', { basePath: paths.offers }) }],
  },
  {
    // Public: a visitor sees the empty state linking to /offers (R-VIP-02).
    path: paths.vip,
    page: page('vip', 'VipPage'),
    children: [{ path: paths.vipOfferDetails, page: page('offerDetails', 'OfferDetailsRoute', { basePath: paths.vip }) }],
  },
  // Every signed-in account's: members see their profile, staff and operators their account (issue 22 item 5).
  { path: paths.myAccount, page: page('myAccount', 'MyAccountRoute'), allowedRoles: ANY_ROLE },
  // Public: the session has ended by the time a member who closed their account lands here.
  { path: paths.accountClosed, page: page('accountClosed', 'AccountClosedPage') },
  { path: paths.wallet, page: page('wallet', 'WalletPage'), membersOnly: true },
  // The onboarding dialogs are routes of their own (R-ROUTES-34); closing or finishing one goes to '/'.
  { path: paths.photo, page: page('photo', 'PhotoDialog'), membersOnly: true },
  { path: paths.verify, page: page('verify', 'VerifyPage'), membersOnly: true },
  { path: paths.mailConsent, page: page('consent', 'ConsentDialog'), membersOnly: true },
  { path: paths.studentEmail, page: page('studentEmail', 'StudentEmailDialog'), membersOnly: true },
  // Opened from an e-mail: a visitor signs in first and comes back to this address.
  { path: paths.studentVerification, page: page('studentVerification', 'StudentVerificationDialog'), membersOnly: true },
  { path: paths.voucherRegister, page: page('voucherRegister', 'VoucherRegisterPage') },
  { path: paths.voucherVerify, page: page('voucherVerify', 'VoucherVerifyPage') },
  { path: paths.voucherSent, page: page('voucherSent', 'VoucherSentPage') },
  { path: paths.promoter, page: page('promoter', 'PromoterPage') },
  { path: paths.mobileRegistration, page: page('mobileRegistration', 'MobileRegistrationPage') },
  // Venue staff check cards and redeem offers and vouchers; its decoder loads with it, never for members.
  { path: paths.staff, page: page('staff', 'StaffPage'), allowedRoles: STAFF_ROLES },
  {
    path: paths.admin,
    page: page('admin', 'AdminLayout'),
    allowedRoles: OPERATOR_ROLES,
    children: [
      { path: paths.adminVenues, page: page('admin', 'AdminVenuesPage') },
      { path: paths.adminVenue, page: page('admin', 'AdminVenuePage') },
      { path: paths.adminOffers, page: page('admin', 'AdminOffersPage') },
      { path: paths.adminOffer, page: page('admin', 'AdminOfferPage') },
      { path: paths.adminVip, page: page('admin', 'AdminVipPage') },
      { path: paths.adminPromotions, page: page('admin', 'AdminPromotionsPage') },
      { path: paths.adminPromotion, page: page('admin', 'AdminPromotionPage') },
      { path: paths.adminPromoters, page: page('admin', 'AdminPromotersPage') },
      { path: paths.adminPromoter, page: page('admin', 'AdminPromoterPage') },
      { path: paths.adminMembers, page: page('admin', 'AdminMembersPage') },
      { path: paths.adminMember, page: page('admin', 'AdminMemberPage') },
      { path: paths.adminSources, page: page('admin', 'AdminSourcesPage') },
      { path: paths.adminStaff, page: page('admin', 'AdminStaffPage') },
      { path: paths.adminStaffInvite, page: page('admin', 'AdminStaffInvitePage') },
      { path: paths.adminContact, page: page('admin', 'AdminContactPage') },
      { path: paths.adminReview, page: page('admin', 'AdminReviewPage') },
      { path: paths.adminDeliveries, page: page('admin', 'AdminDeliveriesPage') },
      { path: paths.adminFaq, page: page('admin', 'AdminFaqPage') },
      { path: paths.adminFaqNew, page: page('admin', 'AdminFaqNewPage') },
      { path: paths.adminMessages, page: page('admin', 'AdminMessagesPage') },
      { path: paths.adminReports, page: page('admin', 'AdminReportsPage') },
      { path: paths.adminAudit, page: page('admin', 'AdminAuditPage') },
    ],
  },
  {
    // Venue managers run their venues' listing here (issue 25); the operator does it in the console.
    path: paths.partner,
    page: page('partner', 'PartnerLayout'),
    allowedRoles: MANAGER_ROLES,
    children: [
      { path: paths.partnerFigures, page: page('partner', 'PartnerFiguresPage') },
      { path: paths.partnerVenues, page: page('partner', 'PartnerVenuesPage') },
      { path: paths.partnerVenue, page: page('partner', 'PartnerVenuePage') },
      { path: paths.partnerOffers, page: page('partner', 'PartnerOffersPage') },
      { path: paths.partnerOffer, page: page('partner', 'PartnerOfferPage') },
      { path: paths.partnerStaff, page: page('partner', 'PartnerStaffPage') },
      { path: paths.partnerStaffInvite, page: page('partner', 'PartnerStaffInvitePage') },
    ],
  },
];

/**
 * What '/' shows a member: the dashboard, which the route's loader (routes/home.tsx) loads before the
 * page renders. Visitors see the landing page, which is part of the app's own code.
 */
export const memberHome = page('dashboard', 'Dashboard');
