import { type Kysely, sql } from 'kysely';

// The FAQ the operator edits in the console (issue 22). It ships with six answers written for a city
// scheme, so a new deployment's /about/faq is true from the start. Rows carry a version (the console's
// optimistic concurrency, bumped by the existing trigger) and announce changes on the catalogue channel,
// which drops every instance's cached public FAQ, as venues and offers do (ADR 038, ADR 069).
const SEED = [
  {
    question: 'How do I join?',
    answer:
      'Select Login and create an account with your e-mail address, or sign up with your mobile number from a link or poster at a partner venue. We send you a code to confirm the address or number is yours; once you have entered it, your card is ready. Joining is free.',
  },
  {
    question: 'How do I use my card?',
    answer:
      'Your card is on the home page once you are signed in: it shows your name, your card number and a code staff can scan. Show it at the counter before you pay. Where the scheme offers it, you can also add the card to Apple Wallet or Google Wallet, so it opens without signing in.',
  },
  {
    question: 'What are offers, and what rules do they have?',
    answer:
      'Offers are discounts and extras from partner venues in the city. Each offer says when it can be used (days and times, and its start and end dates) and how often: once, once a day, once a week or on every visit. Some offers need a verified account, a photo on your card so staff can check it is you, or a verified student e-mail address, and some are for VIP members only. Staff confirm every use on their screen.',
  },
  {
    question: 'How do vouchers work?',
    answer:
      'A voucher is a one-off code sent to you by text or e-mail, for example by a promoter in the street or as part of a campaign. Show it at the venue it names before it expires; staff redeem it once, and then it is used up.',
  },
  {
    question: 'What do you do with my personal data?',
    answer:
      'We keep what the scheme needs to run: your name, e-mail address, mobile number if you give it, your photo if you add one, and which offers you have used. We never sell it. We send you news only if you have agreed to it, and you can change your mind at any time with the switch in My Account. In My Account you can also download everything we hold about you, and close your account; our privacy policy explains the details.',
  },
  {
    question: 'How can I contact you?',
    answer:
      'Write to us with the form on the Contact Us page, under About Us, and we reply by e-mail. Tell us your card number if your question is about your account. For a problem at a venue, please ask the staff there first.',
  },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('faq_items')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    // Ordered by position, then id; gaps left by a removal are harmless, so no renumbering is needed.
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create trigger faq_items_bump_version before update on faq_items for each row execute function bump_version()`.execute(db);
  await sql`
    create trigger faq_items_catalogue_changed
    after insert or update or delete or truncate on faq_items
    for each statement execute function notify_catalogue_changed()
  `.execute(db);
  await db
    .insertInto('faq_items')
    .values(SEED.map((item, index) => ({ ...item, position: index + 1 })))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('faq_items').execute();
}
