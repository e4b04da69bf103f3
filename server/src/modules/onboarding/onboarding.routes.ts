import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type OnboardingRoutesOptions, accountVerificationRoutes } from './account-verification.routes.ts';
import { consentRoutes } from './consent.routes.ts';
import { studentEmailRoutes } from './student-email.routes.ts';

/** The /me endpoints of the onboarding steps: account verification, marketing consent and student e-mail. */
export const onboardingRoutes: FastifyPluginAsyncZod<OnboardingRoutesOptions> = async (app, options) => {
  await app.register(accountVerificationRoutes, options);
  await app.register(consentRoutes, options);
  await app.register(studentEmailRoutes, options);
};
