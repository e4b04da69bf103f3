// Gzip size of the JavaScript the first screen loads: the entry script of web/dist/index.html and
// every module it preloads, from the production build (`npm run build` first).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../web/dist'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstScreen = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((match) => match[1]);

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let total = 0;
for (const file of firstScreen) {
  const size = gzipSize(file);
  total += size;
  console.log(`${kb(size).padStart(10)}  ${file}`);
}
const allJs = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const everything = allJs.reduce((sum, file) => sum + gzipSize(path.join('assets', file)), 0);
console.log(`first screen: ${kb(total)} gzipped in ${firstScreen.length} files`);
console.log(`all chunks:   ${kb(everything)} gzipped in ${allJs.length} files (first screen is ${((total / everything) * 100).toFixed(0)}%)`);
const budget = Number(process.env.BUNDLE_BUDGET_KB ?? 130) * 1024;
if (total > budget) {
  console.error(`over the budget of ${kb(budget)}`);
  process.exitCode = 1;
}
