// What the console benchmarks (bench:admin, bench:city) measure beyond request rates: the pages of a member
// search as an operator pages through them, and the server's memory while a report downloads.
import { readFile } from 'node:fs/promises';
import { get } from 'node:http';

/** The URLs of the first `pages` pages of a member search, each with the cursor the page before it handed out. */
export async function searchPages(origin: string, search: URLSearchParams, token: string, pages: number): Promise<string[]> {
  const urls: string[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/admin/members?${search}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    urls.push(url);
    const response = await fetch(`${origin}${url}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
  } while (cursor && urls.length < pages);
  return urls;
}

export async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
}

/**
 * Reads the URL's answer to its end at full speed and counts its bytes, keeping none of them: the
 * measuring client costs the machine it shares with the server as little as it can (undici's fetch spent
 * most of a core reading a 48 MB CSV). Fails on an answer that is not 200.
 */
export async function download(url: string, token: string): Promise<{ bytes: number; seconds: number }> {
  const started = performance.now();
  const bytes = await new Promise<number>((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url}: ${response.statusCode}`));
        return;
      }
      let count = 0;
      response.on('data', (chunk: Buffer) => (count += chunk.length));
      response.on('end', () => resolve(count));
      response.on('error', reject);
    }).on('error', reject);
  });
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

/** Downloads the URL at full speed while sampling the server's RSS every 20 ms; answers the peak, the size and the seconds. */
export async function peakDuring(pid: number, url: string, token: string) {
  let peak = await rssKb(pid);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssKb(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { ...(await download(url, token)), peakKb: peak };
  } finally {
    sampling = false;
    await sampler;
  }
}
