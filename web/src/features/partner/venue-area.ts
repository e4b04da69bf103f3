/*
 * The venue area's pages as one module, so the route table names one lazy chunk for all of /partner,
 * as for the console (features/admin/console.ts): a member's first screen does not move.
 */
export { AdminStaffInvitePage as PartnerStaffInvitePage } from '../admin/staff/staff-invite-page.tsx';
export { AdminStaffPage as PartnerStaffPage } from '../admin/staff/staff-page.tsx';
export { PartnerFiguresPage } from './figures/figures-page.tsx';
export { PartnerOfferPage } from './offers/offer-page.tsx';
export { PartnerOffersPage } from './offers/offers-page.tsx';
export { PartnerLayout } from './shell/partner-layout.tsx';
export { PartnerVenuePage, PartnerVenuesPage } from './venues/venues-page.tsx';
