import { type Kysely, sql } from 'kysely';

// Redemptions per day's CSV lines of a past scheme day, as the last download made them (ADR 096): a year's
// CSV is 917,000 lines at city scale, and making them again on every download cost more than the issue's
// second. `print` sums up what the day's lines were made from (its counts, and every venue's and offer's
// id and name); a download uses the kept lines only while the day's print is unchanged, so nothing here
// needs to be told of a change. The lines are made of venue and offer names and counts: nothing personal.
// A change to how a line is written must empty this table in its migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table redemption_csv_days (
      day date primary key,
      print bigint not null,
      lines text not null
    )`.execute(db);
  // lz4 packs and unpacks a year's 48 MB of lines several times faster than the default (pglz); a build
  // without it (PGlite) keeps the default.
  await sql`
    do $$ begin
      alter table redemption_csv_days alter column lines set compression lz4;
    exception when feature_not_supported then null;
    end $$`.execute(db);
}
