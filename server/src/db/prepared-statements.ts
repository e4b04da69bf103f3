import { createHash } from 'node:crypto';
import { CompiledQuery, type QueryResult, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { Executor } from './database.ts';

/**
 * Opens the text of a statement that each PostgreSQL connection parses and plans once (ADR 097). A comment,
 * so the text runs unchanged on the embedded database, which has no connections to keep plans on.
 */
const PREPARED = '/* prepared */ ';

const names = new Map<string, string>();

/** The name a prepared text goes by on every connection: a digest of the text, so a changed text is a new statement. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `vp_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement as one the connection prepares the first time it meets its text and then only binds
 * and executes: PostgreSQL plans it again only when a custom plan would be cheaper than its generic one
 * (plan_cache_mode auto). For a hot statement whose planning costs as much as its execution (a staff
 * look-up, bench:city). Each statement so run must have a handful of texts at most, since every
 * connection keeps each one for its life, and name its result columns: a prepared `select *` fails once a
 * migration changes the columns it returns.
 */
export function executePrepared<R>(executor: Executor, query: RawBuilder<R>): Promise<QueryResult<R>> {
  const { sql, parameters } = query.compile(executor);
  return executor.executeQuery(CompiledQuery.raw(`${PREPARED}${sql}`, [...parameters]) as CompiledQuery<R>);
}

/**
 * node-postgres's client, which sends the texts executePrepared marks as named statements: node-postgres
 * parses each name once per connection and PostgreSQL keeps its plan. Kysely hands every statement to
 * `query(text, values)`.
 */
export class PreparingClient extends pg.Client {}
const plainQuery = pg.Client.prototype.query;
PreparingClient.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const [text, values] = args;
  if (args.length === 2 && typeof text === 'string' && text.startsWith(PREPARED) && Array.isArray(values)) {
    return Reflect.apply(plainQuery, this, [{ name: statementName(text), text, values }]) as unknown;
  }
  return Reflect.apply(plainQuery, this, args) as unknown;
} as pg.Client['query'];
