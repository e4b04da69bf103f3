// `npm run --silent secrets`: fresh values for every secret the server can make itself, as lines of an
// environment file, for a first deployment on a public address (docs/OPERATIONS.md).
import { freshSecrets, secretsEnvFile } from './fresh-secrets.ts';

process.stdout.write(secretsEnvFile(await freshSecrets(), new Date()));
