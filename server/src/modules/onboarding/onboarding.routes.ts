import {
  AccountCodeStatusSchema,
  CodeSentSchema,
  ConsentQuerySchema,
  ErrorBodySchema,
  StudentConfirmationQuerySchema,
  StudentEmailInputSchema,
  VerifyAccountInputSchema,
  VerifyMobileInputSchema,
} from '@venue-pass/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OnboardingService } from './onboarding.service.ts';

/** The /me endpoints of the onboarding steps: account verification, marketing consent and student e-mail. */
export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService }> = async (app, { onboarding }) => {
  app.get(
    '/me/verify',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: "Where the member's account verification code went and until when it works, or null when none works.",
        response: { 200: AccountCodeStatusSchema, 401: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => onboarding.accountCodeStatus(request.member!),
  );

  app.post(
    '/me/verify/send',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'E-mails the member a new verification code; the previous code stops working.',
        response: { 200: CodeSentSchema, 401: ErrorBodySchema, 409: ErrorBodySchema, 424: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => onboarding.sendAccountCode(request.member!),
  );

  app.post(
    '/me/verify',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: "Verifies the member's account with the code from the e-mail.",
        body: VerifyAccountInputSchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 401: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await onboarding.verifyAccount(request.member!, request.body.verificationCode);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/me/mobile/verify/send',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: "Texts a code to the profile's mobile number; until verified, the number does not count as the member's.",
        response: { 200: CodeSentSchema, 401: ErrorBodySchema, 409: ErrorBodySchema, 424: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => onboarding.sendMobileCode(request.member!),
  );

  app.post(
    '/me/mobile/verify',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'Verifies the profile\'s mobile number with the texted code; a verified number belongs to one member.',
        body: VerifyMobileInputSchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 401: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await onboarding.verifyMobile(request.member!, request.body.verificationCode);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/me/consent',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary:
          'Records the member’s consent to marketing e-mails with the words shown and where (the consent dialog unless ' +
          '`source` says My Account); repeating it keeps the first time.',
        querystring: ConsentQuerySchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await onboarding.setConsent(request.member!, true, request.query.source);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/me/consent',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'Withdraws the member’s consent to marketing e-mails, recorded like a grant; withdrawing again changes nothing.',
        response: { 204: z.null(), 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await onboarding.setConsent(request.member!, false, 'my-account');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/me/student-email',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'E-mails a verification link to the member’s student address; asking again sends a new link.',
        body: StudentEmailInputSchema,
        response: {
          200: CodeSentSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          410: ErrorBodySchema,
          417: ErrorBodySchema,
          424: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => onboarding.sendStudentLink(request.member!, request.body.emailAddress),
  );

  app.post(
    '/me/student-confirmation',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['me'],
        summary: 'Confirms the student address with the code from the e-mailed link.',
        querystring: StudentConfirmationQuerySchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 401: ErrorBodySchema, 410: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await onboarding.confirmStudent(request.member!, request.query.verificationCode);
      return reply.status(204).send(null);
    },
  );
};
