import { z } from 'zod';

/** A message's state in Twilio's status callbacks (`MessageStatus`) for messages this server sent. */
export const TwilioMessageStatusSchema = z.enum(['accepted', 'scheduled', 'queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'canceled', 'read']);
export type TwilioMessageStatus = z.infer<typeof TwilioMessageStatusSchema>;

/**
 * The fields of Twilio's status callback the server reads (POST, form-encoded, signed with
 * X-Twilio-Signature); Twilio sends more (AccountSid, From, To, ApiVersion, …), which the signature covers.
 */
export const TwilioStatusCallbackSchema = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/),
  MessageStatus: TwilioMessageStatusSchema,
  ErrorCode: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .optional(),
});
export type TwilioStatusCallback = z.infer<typeof TwilioStatusCallbackSchema>;

/** Path of /api/twilio/status/{id}: the outbox message the callback reports on. */
export const TwilioStatusParamsSchema = z.object({ id: z.uuid() });
