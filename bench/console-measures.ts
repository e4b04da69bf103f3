// What the console benchmarks (bench:admin, bench:city) measure beyond request rates: the pages of a member
// search as an operator pages through them, and the server's memory while a report downloads.
import { readFile } from 'node:fs/promises';

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
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { peakKb: peak, bytes, seconds };
}
