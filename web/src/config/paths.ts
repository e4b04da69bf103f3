import { inject, type RouteParams } from 'regexparam';

/**
 * Every address of the SPA, written as the router matches it (`:name` is one path segment). The route
 * table (app/route-table.ts) puts a page at each; links and redirects use them as they are, or fill
 * in their parameters with `pathTo`.
 */
export const paths = {
  home: '/',
  login: '/login',
  loginCallback: '/login/callback',
  accessDenied: '/access-denied',
  register: '/register',
  privacyPolicy: '/privacy-policy',
  registrationCode: '/r/:registrationCode',
  completeRegistration: '/m/:verificationCode',
  registrationAuth: '/r/auth/:registrationCode',
  verificationAuth: '/m/auth/:verificationCode',
  contactUs: '/about/contact-us',
  faq: '/about/faq',
  promoCodeImage: '/q/:promoCodeId',
  offerPoster: '/p/:offerId/:contactId',
  venues: '/venues',
  offers: '/offers',
  offerDetails: '/offers/:id',
  vip: '/vip',
  vipOfferDetails: '/vip/:id',
  myAccount: '/my-account',
  accountClosed: '/account-closed',
  wallet: '/wallet',
  photo: '/photo',
  verify: '/verify',
  mailConsent: '/mail',
  studentEmail: '/student-email',
  studentVerification: '/student-verification/:code',
  voucherRegister: '/voucher/:publicId/register',
  voucherVerify: '/voucher/:publicId/verify/:promoCodeId',
  voucherSent: '/voucher/:publicId/sent',
  promoter: '/promoter/:uniqueCode',
  mobileRegistration: '/mobile-registration',
  staff: '/staff',
  admin: '/admin',
  adminVenues: '/admin/venues',
  adminVenue: '/admin/venues/:id',
  adminOffers: '/admin/offers',
  adminOffer: '/admin/offers/:id',
  adminVip: '/admin/vip',
  adminPromotions: '/admin/promotions',
  adminPromotion: '/admin/promotions/:id',
  adminPromoters: '/admin/promoters',
  adminPromoter: '/admin/promoters/:id',
  adminMembers: '/admin/members',
  adminMember: '/admin/members/:id',
  adminSources: '/admin/registration-sources',
  adminStaff: '/admin/staff',
  adminStaffInvite: '/admin/staff/new',
  adminContact: '/admin/contact-messages',
  adminDeliveries: '/admin/deliveries',
  adminFaq: '/admin/faq',
  adminFaqNew: '/admin/faq/new',
  adminMessages: '/admin/messages',
  adminReports: '/admin/reports',
  adminAudit: '/admin/audit-log',
  adminReview: '/admin/review',
  partner: '/partner',
  partnerVenues: '/partner/venues',
  partnerVenue: '/partner/venues/:id',
  partnerOffers: '/partner/offers',
  partnerOffer: '/partner/offers/:id',
  partnerStaff: '/partner/staff',
  partnerStaffInvite: '/partner/staff/new',
  partnerFigures: '/partner/figures',
} as const;

/** The address of `pattern` with each parameter filled in, encoded as one path segment. */
export function pathTo<Pattern extends string>(pattern: Pattern, params: RouteParams<Pattern>): string {
  const encoded = Object.fromEntries(
    Object.entries(params as Record<string, string>).map(([name, value]) => [name, encodeURIComponent(value)]),
  );
  return inject(pattern, encoded as RouteParams<Pattern>);
}
