import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A port nothing listens on now, for a server a test starts as its own process. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
