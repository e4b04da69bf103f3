import type { Kysely, Transaction } from 'kysely';
import type { ContactFormInput } from '@venue-pass/contracts';
import type { Database } from '../../db/database.ts';
import { enqueueMessage } from '../outbox/outbox.repository.ts';

/** The e-mail the team receives for one submission; plain text, so nothing the sender typed is markup. */
export function contactFormEmail(submission: ContactFormInput & { id: string }) {
  return {
    // Line breaks in a name must not reach the Subject header.
    subject: `Contact form: ${submission.name.replace(/\s+/g, ' ')}`,
    text: [
      `A message from the Venue Pass contact form.`,
      '',
      `Name: ${submission.name}`,
      `E-mail: ${submission.email}`,
      '',
      submission.message,
      '',
      `Submission ${submission.id}`,
    ].join('\n'),
  };
}

export function createContactRepository(db: Kysely<Database>) {
  return {
    /** Stores a submission and queues its e-mail to `to` together, so neither happens without the other. */
    async submit(input: ContactFormInput, to: string): Promise<{ id: string }> {
      return db.transaction().execute(async (trx: Transaction<Database>) => {
        const { id } = await trx.insertInto('contact_form_submissions').values(input).returning('id').executeTakeFirstOrThrow();
        await enqueueMessage(trx, { channel: 'email', to, ...contactFormEmail({ ...input, id }), idempotencyKey: `contact-form:${id}` });
        return { id };
      });
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
