// `npm run --silent secrets`: fresh values for every secret the server can make itself, as lines of an
// environment file, for a first deployment on a public address (docs/OPERATIONS.md).
import { freshSecrets } from './fresh-secrets.ts';

const secrets = await freshSecrets();
process.stdout.write(
  [
    `# Venue Pass secrets made ${new Date().toISOString()}. Keep them in the platform's secret store, give every`,
    '# instance the same, and never commit them. Apple and Google Wallet need the scheme\'s own accounts: see',
    '# docs/WALLET.md; without their keys the wallets are simply not offered.',
    ...Object.entries(secrets).map(([name, value]) => `${name}='${value}'`),
    '',
  ].join('\n'),
);
