import { type Kysely, sql } from 'kysely';

// A venue manager's new offer or change to an offer, waiting for the operator's review (issue 25, ADR 085).
// `values` holds the whole offer as proposed (the console's offer input), so approving applies exactly what
// was reviewed; `base_version` is the offer's version the manager changed, so an approval of a proposal
// the offer has moved on from is refused rather than overwriting the newer change. An offer has at most one
// pending proposal: a newer one from a manager replaces it (the unique index below).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table offer_proposals (
      id serial primary key,
      offer_id integer references offers(id),
      venue_id integer not null references venues(id),
      base_version integer,
      "values" jsonb not null,
      state text not null default 'pending' check (state in ('pending', 'approved', 'rejected', 'withdrawn')),
      reason text,
      proposed_by_issuer text not null,
      proposed_by_subject text not null,
      proposed_by_email text not null,
      proposed_at timestamptz not null default now(),
      decided_by_email text,
      decided_at timestamptz,
      version integer not null default 1,
      updated_at timestamptz not null default now(),
      check ((offer_id is null) = (base_version is null)),
      check (state <> 'rejected' or reason is not null)
    )`.execute(db);
  await sql`create unique index offer_proposals_one_pending on offer_proposals (offer_id) where state = 'pending'`.execute(db);
  await sql`create index offer_proposals_pending on offer_proposals (proposed_at) where state = 'pending'`.execute(db);
  await sql`create index offer_proposals_venue on offer_proposals (venue_id, proposed_at)`.execute(db);
  await sql`create trigger offer_proposals_bump_version before update on offer_proposals for each row execute function bump_version()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table offer_proposals`.execute(db);
}
