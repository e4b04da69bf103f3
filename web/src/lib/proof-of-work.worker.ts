// Searches for an ALTCHA solution off the main thread, so the page keeps answering while it works.
// The library's own worker protocol, with the Web Crypto key derivation (its default one needs Node).
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
