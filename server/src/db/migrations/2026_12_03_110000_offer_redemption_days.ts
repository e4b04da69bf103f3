import { type Kysely, sql } from 'kysely';

// Redemptions counted per scheme day (London, ADR 057), venue and offer, kept by the database in the
// statement that inserts, undoes or deletes a redemption (ADR 082): a year's report then reads about a
// million counts instead of counting two million redemptions (2.4 s at city scale). Only redemptions
// not undone count. Statement triggers with transition tables add each statement's rows in one upsert,
// so a bulk insert (the city seed) costs one aggregate rather than a trigger call per row; the upsert
// takes its rows' locks in key order, so two statements cannot deadlock on them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table offer_redemption_days (
      day date not null,
      venue_id integer not null references venues(id),
      offer_id integer not null references offers(id),
      redemptions integer not null check (redemptions >= 0),
      primary key (day, venue_id, offer_id)
    )`.execute(db);

  await sql`
    create function count_offer_redemption_days() returns trigger language plpgsql as $$
    begin
      -- Each branch names only the transition tables its event has: +1 for a counted row a statement
      -- leaves, -1 for one it took away (an undo, a delete, or the old side of any other update).
      if tg_op = 'INSERT' then
        insert into offer_redemption_days as d (day, venue_id, offer_id, redemptions)
        select (redeemed_at at time zone 'Europe/London')::date, venue_id, offer_id, count(*)::int
        from new_rows where undone_at is null
        group by 1, 2, 3 order by 1, 2, 3
        on conflict (day, venue_id, offer_id) do update set redemptions = d.redemptions + excluded.redemptions;
      elsif tg_op = 'UPDATE' then
        -- Counts that fall are updated and counts that rise upserted: an insert's check would refuse a negative.
        with changes as (
          select day, venue_id, offer_id, sum(delta)::int as delta
          from (
            select (redeemed_at at time zone 'Europe/London')::date as day, venue_id, offer_id, 1 as delta from new_rows where undone_at is null
            union all
            select (redeemed_at at time zone 'Europe/London')::date, venue_id, offer_id, -1 from old_rows where undone_at is null
          ) each_row
          group by 1, 2, 3 having sum(delta) <> 0
        ), fallen as (
          update offer_redemption_days d set redemptions = d.redemptions + c.delta
          from changes c where c.delta < 0 and d.day = c.day and d.venue_id = c.venue_id and d.offer_id = c.offer_id
        )
        insert into offer_redemption_days as d (day, venue_id, offer_id, redemptions)
        select day, venue_id, offer_id, delta from changes where delta > 0 order by 1, 2, 3
        on conflict (day, venue_id, offer_id) do update set redemptions = d.redemptions + excluded.redemptions;
      else
        update offer_redemption_days d set redemptions = d.redemptions - gone.n
        from (
          select (redeemed_at at time zone 'Europe/London')::date as day, venue_id, offer_id, count(*)::int as n
          from old_rows where undone_at is null group by 1, 2, 3
        ) gone
        where d.day = gone.day and d.venue_id = gone.venue_id and d.offer_id = gone.offer_id;
      end if;
      return null;
    end $$`.execute(db);
  // Creating the triggers locks the table against writes until this migration commits, so the counts
  // below miss no redemption and count none twice.
  await sql`create trigger offer_redemption_days_insert after insert on offer_redemptions
    referencing new table as new_rows for each statement execute function count_offer_redemption_days()`.execute(db);
  await sql`create trigger offer_redemption_days_update after update on offer_redemptions
    referencing old table as old_rows new table as new_rows for each statement execute function count_offer_redemption_days()`.execute(db);
  await sql`create trigger offer_redemption_days_delete after delete on offer_redemptions
    referencing old table as old_rows for each statement execute function count_offer_redemption_days()`.execute(db);
  await sql`
    insert into offer_redemption_days (day, venue_id, offer_id, redemptions)
    select (redeemed_at at time zone 'Europe/London')::date, venue_id, offer_id, count(*)::int
    from offer_redemptions where undone_at is null
    group by 1, 2, 3`.execute(db);
  // Filled in bulk: the reports' plans need its statistics now, not when autovacuum next looks.
  await sql`analyze offer_redemption_days`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger offer_redemption_days_delete on offer_redemptions`.execute(db);
  await sql`drop trigger offer_redemption_days_update on offer_redemptions`.execute(db);
  await sql`drop trigger offer_redemption_days_insert on offer_redemptions`.execute(db);
  await sql`drop function count_offer_redemption_days()`.execute(db);
  await sql`drop table offer_redemption_days`.execute(db);
}
