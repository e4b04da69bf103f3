// `npm run seed:city [-- --scale 0.1] [--password P]`: a city's year of the scheme in the PostgreSQL
// database DATABASE_URL names (migrated first), for benchmarks and for trying the console at scale.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { deriveConfig, parseEnv } from '../../config/env.ts';
import { connectDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { CITY_OPERATOR_EMAIL, seedCity } from './city-seed.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' }, password: { type: 'string' } } });
const scale = Number(values.scale);
const env = parseEnv();
try {
  if (!env.DATABASE_URL) {
    throw new Error(
      'seed:city fills PostgreSQL: set DATABASE_URL to an empty database (e.g. createdb city; ' +
        'DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/city npm run seed:city).',
    );
  }
  if (!(scale > 0 && scale <= 10)) throw new Error('--scale takes a fraction of the city, above 0 and at most 10 (1 is 200,000 members).');
  const password = values.password ?? randomBytes(12).toString('base64url');
  // Members' tokens must carry the issuer the server will run with: the embedded provider's (PUBLIC_URL) or OIDC_ISSUER.
  const { issuer } = deriveConfig(env);
  const db = await connectDatabase({ databaseUrl: env.DATABASE_URL });
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const counts = await seedCity(db, {
      scale,
      issuer,
      apiAudience: env.API_AUDIENCE,
      password,
      phoneRetentionDays: env.VISITOR_PHONE_RETENTION_DAYS,
      progress: (part, seconds) => say(`  ${part}: ${seconds.toFixed(1)} s`),
    });
    // What autovacuum does to tables that grew at once, outside the seed's transaction as VACUUM must be:
    // the visibility map that lets counts read indexes alone.
    const vacuumStarted = performance.now();
    await sql`vacuum`.execute(db);
    say(`  vacuum: ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
    say(
      `Seeded ${counts.members.toLocaleString('en-GB')} members, ${counts.venues} venues, ${counts.offers.toLocaleString('en-GB')} offers, ` +
        `${counts.redemptions.toLocaleString('en-GB')} redemptions and ${counts.vouchers.toLocaleString('en-GB')} vouchers ` +
        `in ${((performance.now() - started) / 1000).toFixed(0)} s, for the issuer ${issuer}.`,
    );
    say(`Every seeded account (members, staff0.1@city.example, ${CITY_OPERATOR_EMAIL}) signs in with the password ${password}`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
