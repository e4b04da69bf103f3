import type { ContactFormInput } from '@venue-pass/contracts';
import type { Executor } from '../../db/database.ts';

export function createContactRepository(db: Executor) {
  return {
    async insert(input: ContactFormInput): Promise<{ id: string }> {
      return db.insertInto('contact_form_submissions').values(input).returning('id').executeTakeFirstOrThrow();
    },
  };
}
