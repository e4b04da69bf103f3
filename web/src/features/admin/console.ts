/*
 * The console's pages as one module, so the route table names one lazy chunk for all of /admin: the
 * entry, which holds the table's imports, grows by one import rather than one per console page, and
 * a member's first screen does not move. Only recharts stays apart, loaded on the reports page.
 */
export { AdminAuditPage } from './audit/audit-page.tsx';
export { AdminContactPage } from './contact/contact-page.tsx';
export { AdminDeliveriesPage } from './deliveries/deliveries-page.tsx';
export { AdminFaqNewPage } from './faq/faq-new-page.tsx';
export { AdminFaqPage } from './faq/faq-page.tsx';
export { AdminMessagesPage } from './messages/messages-page.tsx';
export { AdminMemberPage } from './members/member-page.tsx';
export { AdminMembersPage } from './members/members-page.tsx';
export { AdminOfferPage } from './offers/offer-page.tsx';
export { AdminOffersPage } from './offers/offers-page.tsx';
export { AdminPromoterPage } from './promoters/promoter-page.tsx';
export { AdminPromotersPage } from './promoters/promoters-page.tsx';
export { AdminPromotionPage } from './promotions/promotion-page.tsx';
export { AdminPromotionsPage } from './promotions/promotions-page.tsx';
export { AdminReportsPage } from './reports/reports-page.tsx';
export { AdminReviewPage } from './review/review-page.tsx';
export { AdminLayout } from './shell/admin-layout.tsx';
export { AdminSourcesPage } from './sources/sources-page.tsx';
export { AdminStaffInvitePage } from './staff/staff-invite-page.tsx';
export { AdminStaffPage } from './staff/staff-page.tsx';
export { AdminVenuePage } from './venues/venue-page.tsx';
export { AdminVenuesPage } from './venues/venues-page.tsx';
export { AdminVipPage } from './vip/vip-page.tsx';
