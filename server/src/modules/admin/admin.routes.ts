import { ROLES } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminOffersService } from './offers/admin-offers.service.ts';
import { adminOffersRoutes } from './offers/admin-offers.routes.ts';
import type { AdminPromotionsService } from './promotions/admin-promotions.service.ts';
import { adminPromotionsRoutes } from './promotions/admin-promotions.routes.ts';
import type { AdminPromotersService } from './promoters/admin-promoters.service.ts';
import { adminPromotersRoutes } from './promoters/admin-promoters.routes.ts';
import type { AdminMembersService } from './members/admin-members.service.ts';
import { adminMembersRoutes } from './members/admin-members.routes.ts';
import type { AdminReportsService } from './reports/admin-reports.service.ts';
import { adminReportsRoutes } from './reports/admin-reports.routes.ts';
import type { AuditRepository } from './audit/audit.repository.ts';
import { adminAuditRoutes } from './audit/audit.routes.ts';
import type { AdminOverviewRepository } from './overview/admin-overview.repository.ts';
import { adminOverviewRoutes } from './overview/admin-overview.routes.ts';
import type { AdminContactService } from './contact/admin-contact.service.ts';
import { adminContactRoutes } from './contact/admin-contact.routes.ts';
import type { AdminRegistrationSourcesService } from './registration-sources/admin-registration-sources.service.ts';
import { adminRegistrationSourcesRoutes } from './registration-sources/admin-registration-sources.routes.ts';
import type { AdminStaffService } from './staff/admin-staff.service.ts';
import { adminStaffRoutes } from './staff/admin-staff.routes.ts';
import type { AdminFaqService } from './faq/admin-faq.service.ts';
import { adminFaqRoutes } from './faq/admin-faq.routes.ts';
import type { AdminCampaignsService } from './campaigns/admin-campaigns.service.ts';
import { adminCampaignsRoutes } from './campaigns/admin-campaigns.routes.ts';
import type { AdminDeliveriesRepository } from './deliveries/admin-deliveries.repository.ts';
import { adminDeliveriesRoutes } from './deliveries/admin-deliveries.routes.ts';
import type { AdminVenuesService } from './venues/admin-venues.service.ts';
import type { OfferProposalsService } from './offer-proposals/offer-proposals.service.ts';
import { adminOfferProposalsRoutes } from './offer-proposals/offer-proposals.routes.ts';
import { adminVenuesRoutes } from './venues/admin-venues.routes.ts';

export interface AdminRoutesOptions {
  venues: AdminVenuesService;
  offers: AdminOffersService;
  proposals: OfferProposalsService;
  promotions: AdminPromotionsService;
  promoters: AdminPromotersService;
  members: AdminMembersService;
  reports: AdminReportsService;
  audit: AuditRepository;
  overview: AdminOverviewRepository;
  sources: AdminRegistrationSourcesService;
  contact: AdminContactService;
  faq: AdminFaqService;
  campaigns: AdminCampaignsService;
  deliveries: AdminDeliveriesRepository;
  /** Staff accounts live in the embedded provider; absent with Keycloak (docs/KEYCLOAK.md). */
  staff: AdminStaffService | null;
}

/**
 * Every /api/admin route. The role guard runs onRequest, before the body is read or validated: anyone
 * without the admin role gets 401 or 403 and nothing is written; the operator's scope is every venue (ADR 083).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', app.requireRole(ROLES.admin));
  await app.register(adminVenuesRoutes, { venues: options.venues });
  await app.register(adminOffersRoutes, { offers: options.offers });
  await app.register(adminOfferProposalsRoutes, { proposals: options.proposals });
  await app.register(adminPromotionsRoutes, { promotions: options.promotions });
  await app.register(adminPromotersRoutes, { promoters: options.promoters });
  await app.register(adminMembersRoutes, { members: options.members });
  await app.register(adminReportsRoutes, { reports: options.reports });
  await app.register(adminAuditRoutes, { audit: options.audit });
  await app.register(adminOverviewRoutes, { overview: options.overview });
  await app.register(adminRegistrationSourcesRoutes, { sources: options.sources });
  await app.register(adminContactRoutes, { contact: options.contact });
  await app.register(adminFaqRoutes, { faq: options.faq });
  await app.register(adminCampaignsRoutes, { campaigns: options.campaigns });
  await app.register(adminDeliveriesRoutes, { deliveries: options.deliveries });
  if (options.staff) await app.register(adminStaffRoutes, { staff: options.staff });
};
