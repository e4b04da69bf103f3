import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import type { AdminMemberRow } from './admin-members.repository.ts';

/**
 * Erasure (right to be forgotten, ADR 040), run on the transaction of the erase. The members row stays,
 * anonymised, so redemptions, vouchers and sign-ups still count in the reports; everything that names
 * the member (e-mail, phone, name, birth date, photo, codes, messages, sessions, the identity account)
 * is deleted or overwritten.
 */
export function createMemberErasureRepository(db: Executor) {
  return {
    async erase(member: AdminMemberRow): Promise<void> {
      // Only an erasure changes an erased member's row (migration 2026_11_28_120000): it says so for its transaction.
      await sql`select set_config('venue_pass.erasing', ${member.id}, true)`.execute(db);
      const identifiers = [member.email, ...(member.mobile_number ? [member.mobile_number] : [])];
      const mentions = (column: string) => sql<boolean>`(${sql.join(identifiers.map((value) => sql`position(lower(${value}) in lower(${sql.raw(column)})) > 0`), sql` or `)})`;

      await db.deleteFrom('member_photos').where('member_id', '=', member.id).execute();
      await db.deleteFrom('member_codes').where('member_id', '=', member.id).execute();
      await db.deleteFrom('favourite_venues').where('member_id', '=', member.id).execute();
      // A pass download not yet spent would still hand out the member's card.
      await db.deleteFrom('wallet_downloads').where('member_id', '=', member.id).execute();
      // Messages to the member, and any message quoting their address or number (a contact form to the team):
      // emptied, not deleted, so the messages-per-channel report keeps counting them.
      await db
        .updateTable('outbox_messages')
        .set({ recipient: 'erased', subject: null, body_text: '', body_html: null, last_error: null })
        .where((eb) => eb.or([eb('recipient', 'in', identifiers), mentions('body_text'), mentions("coalesce(subject, '')")]))
        .execute();
      await db.deleteFrom('contact_form_submissions').where(mentions('email')).execute();
      await db.deleteFrom('consent_events').where('member_id', '=', member.id).execute();
      await db.deleteFrom('weekly_digest_sends').where('member_id', '=', member.id).execute();
      // Limit counters and stored answers only ever throttle or replay. Counters are keyed by e-mail or number;
      // an answer names the member it was stored for (ADR 050), and one to an anonymous send holds the number.
      await db.deleteFrom('rate_limit_counters').where(mentions('key')).execute();
      await db
        .deleteFrom('idempotent_requests')
        .where((eb) => eb.or([eb('member_id', '=', member.id), mentions('key'), mentions("coalesce(response::text, '')")]))
        .execute();

      if (member.mobile_number) {
        const phone = member.mobile_number;
        // A voucher held by the number keeps counting; its holder becomes an opaque token of the code itself.
        await db
          .updateTable('promo_codes')
          .set({ phone_number: sql`case when member_id is null then 'erased:' || id else null end` as never })
          .where('phone_number', '=', phone)
          .execute();
        await db.updateTable('promoter_sends').set({ phone_number: null, client_ip: null }).where('phone_number', '=', phone).execute();
        await db.updateTable('mobile_signups').set({ mobile_number: sql`'erased:' || id` as never }).where('mobile_number', '=', phone).execute();
      }
      await db.updateTable('mobile_signups').set({ mobile_number: sql`'erased:' || id` as never }).where('member_id', '=', member.id).execute();
      await db.updateTable('promo_codes').set({ phone_number: null }).where('member_id', '=', member.id).execute();

      // The identity account and its sessions and grants: nobody can sign in as the member again.
      if (/^[0-9a-f-]{36}$/i.test(member.subject)) {
        await db.deleteFrom('idp_models').where(sql<string>`payload->>'accountId'`, '=', member.subject).execute();
        await db.deleteFrom('idp_accounts').where('id', '=', member.subject).execute();
      }

      await db
        .updateTable('members')
        .set({
          email: `erased-${member.id}@erased.invalid`,
          first_name: 'Erased',
          last_name: 'member',
          date_of_birth: null,
          mobile_number: null,
          mobile_verified_at: null,
          mailing_consent_at: null,
          weekly_digest_at: null,
          card_blocked_reason: null,
          is_vip: false,
          // Erasing again keeps the first erase's time.
          erased_at: sql<Date>`coalesce(erased_at, now())`,
        })
        .where('id', '=', member.id)
        .execute();
    },
  };
}
