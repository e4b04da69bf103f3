import { renderEmail } from '../email/render-email.ts';
import type { ContactFormInput } from '@venue-pass/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import { createRateLimitCounters } from '../rate-limits/rate-limit-counters.ts';
import { createContactRepository } from './contact.repository.ts';

const TEN_MINUTES = 600;

/** The e-mail the team receives for one submission; plain text, so nothing the sender typed is markup. */
export function contactFormEmail(submission: ContactFormInput & { id: string }) {
  return renderEmail({
    // Line breaks in a name must not reach the Subject header.
    subject: `Contact form: ${submission.name.replace(/\s+/g, ' ')}`,
    preview: `From ${submission.name}`,
    heading: 'A message from the contact form',
    paragraphs: [`Name: ${submission.name}\nE-mail: ${submission.email}`, submission.message],
    footnote: `Submission ${submission.id}`,
  });
}

export interface ContactServiceOptions {
  db: Kysely<Database>;
  /** The team's address (CONTACT_FORM_TO). */
  to: string;
  /** Submissions per client IP in 10 minutes (CONTACT_FORM_LIMIT_PER_10_MINUTES); stops a script flooding the inbox. */
  limitPer10Minutes: number;
}

export function createContactService({ db, to, limitPer10Minutes }: ContactServiceOptions) {
  return {
    /** Stores a submission and queues its e-mail to the team together, so neither happens without the other. */
    async submit(input: ContactFormInput, ip: string): Promise<{ id: string }> {
      await createRateLimitCounters(db).enforce({ name: 'contact-ip', key: `contact:ip:${ip}`, limit: limitPer10Minutes, windowSeconds: TEN_MINUTES });
      return db.transaction().execute(async (trx) => {
        const { id } = await createContactRepository(trx).insert(input);
        await createOutboxRepository(trx).enqueue({ channel: 'email', to, kind: 'contact_form', ...(await contactFormEmail({ ...input, id })), idempotencyKey: `contact-form:${id}` });
        return { id };
      });
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
