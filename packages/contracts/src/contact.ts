import { z } from 'zod';

/** Validation messages of the contact form (SPEC 5); the SPA's form and POST /api/contact-form share them. */
export const ContactFormMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  messageRequired: 'Message is required',
  emailInvalid: 'Enter a valid e-mail address',
  nameTooLong: 'Name must be 100 characters or fewer',
  emailTooLong: 'Email must be 254 characters or fewer',
  messageTooLong: 'Message must be 5000 characters or fewer',
} as const;

/** Bounds that keep a submission readable in an e-mail and out of abuse territory. */
export const CONTACT_FORM_LIMITS = { name: 100, email: 254, message: 5000 } as const;

function requiredText(required: string, tooLong: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong);
}

/** Body of POST /api/contact-form (SPEC 3, Contact form). */
export const ContactFormInputSchema = z.object({
  name: requiredText(ContactFormMessages.nameRequired, ContactFormMessages.nameTooLong, CONTACT_FORM_LIMITS.name),
  email: requiredText(ContactFormMessages.emailRequired, ContactFormMessages.emailTooLong, CONTACT_FORM_LIMITS.email).pipe(
    z.email(ContactFormMessages.emailInvalid),
  ),
  message: requiredText(ContactFormMessages.messageRequired, ContactFormMessages.messageTooLong, CONTACT_FORM_LIMITS.message),
});
export type ContactFormInput = z.infer<typeof ContactFormInputSchema>;

/** Answer of POST /api/contact-form: the stored submission's id. */
export const ContactFormResultSchema = z.object({ id: z.string() });
export type ContactFormResult = z.infer<typeof ContactFormResultSchema>;
