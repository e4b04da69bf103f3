import { z } from 'zod';
import { multilineText, personName, singleLineText } from './text.ts';

/**
 * Validation messages of the contact form (R-VALID-21 to R-VALID-24); the SPA's form and
 * POST /api/contact-form share them.
 */
export const ContactFormMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  messageRequired: 'Message is required',
  emailInvalid: 'Enter a valid e-mail address',
  nameTooLong: 'Name must be 100 characters or fewer',
  emailTooLong: 'Email must be 254 characters or fewer',
  messageTooLong: 'Message must be 5000 characters or fewer',
  nameInvalidCharacters: 'Name contains invisible or control characters',
  messageInvalidCharacters: 'Message contains control characters',
} as const;

/** Bounds that keep a submission readable in an e-mail and out of abuse territory. */
export const CONTACT_FORM_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** Body of POST /api/contact-form (R-ENTITY-39). */
export const ContactFormInputSchema = z.object({
  name: personName({
    max: CONTACT_FORM_LIMITS.name,
    messages: {
      required: ContactFormMessages.nameRequired,
      tooLong: ContactFormMessages.nameTooLong,
      invalidCharacters: ContactFormMessages.nameInvalidCharacters,
    },
  }),
  email: singleLineText({
    max: CONTACT_FORM_LIMITS.email,
    messages: {
      required: ContactFormMessages.emailRequired,
      tooLong: ContactFormMessages.emailTooLong,
      invalidCharacters: ContactFormMessages.emailInvalid,
    },
  }).pipe(z.email(ContactFormMessages.emailInvalid)),
  message: multilineText({
    max: CONTACT_FORM_LIMITS.message,
    messages: {
      required: ContactFormMessages.messageRequired,
      tooLong: ContactFormMessages.messageTooLong,
      invalidCharacters: ContactFormMessages.messageInvalidCharacters,
    },
  }),
});
export type ContactFormInput = z.infer<typeof ContactFormInputSchema>;

/** Answer of POST /api/contact-form: the stored submission's id. */
export const ContactFormResultSchema = z.object({ id: z.string() });
export type ContactFormResult = z.infer<typeof ContactFormResultSchema>;
