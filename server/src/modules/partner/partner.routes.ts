import { ROLES } from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OfferProposalsService } from '../admin/offer-proposals/offer-proposals.service.ts';
import type { AdminOffersService } from '../admin/offers/admin-offers.service.ts';
import { adminStaffRoutes } from '../admin/staff/admin-staff.routes.ts';
import type { AdminStaffService } from '../admin/staff/admin-staff.service.ts';
import type { AdminReportsService } from '../admin/reports/admin-reports.service.ts';
import type { PartnerFiguresRepository } from './figures/partner-figures.repository.ts';
import { partnerFiguresRoutes } from './figures/partner-figures.routes.ts';
import { adminVenuesRoutes } from '../admin/venues/admin-venues.routes.ts';
import type { AdminVenuesService } from '../admin/venues/admin-venues.service.ts';
import { partnerOffersRoutes } from './offers/partner-offers.routes.ts';

export interface PartnerRoutesOptions {
  venues: AdminVenuesService;
  offers: AdminOffersService;
  proposals: OfferProposalsService;
  /** Staff accounts live in the embedded provider; absent with Keycloak, whose realm holds them (docs/KEYCLOAK.md). */
  staff: AdminStaffService | null;
  reports: AdminReportsService;
  figures: PartnerFiguresRepository;
}

/**
 * Every /api/partner route: a venue manager runs the listing of their venues (issue 25) through the
 * console's own services, given the manager's scope, the venues of their current grant (ADR 083). The
 * guard runs onRequest, so a caller without the manager role is refused before the body is read.
 */
export const partnerRoutes: FastifyPluginAsyncZod<PartnerRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', app.requireRole(ROLES.manager, { sites: {} }));
  await app.register(adminVenuesRoutes, { venues: options.venues, tag: 'partner: venues', listingOnly: true });
  await app.register(partnerOffersRoutes, { offers: options.offers, proposals: options.proposals });
  await app.register(partnerFiguresRoutes, { figures: options.figures, reports: options.reports });
  if (options.staff) await app.register(adminStaffRoutes, { staff: options.staff, tag: 'partner: staff' });
};
