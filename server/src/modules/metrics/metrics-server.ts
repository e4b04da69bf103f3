import { type Server, createServer } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * Prometheus text at /metrics on a port of its own, which the proxy in front never forwards: what the
 * instance counts is for the operators' scraper, not for the public (docs/OPERATIONS.md).
 */
export async function startMetricsServer({ registry, port, host }: { registry: Registry; port: number; host: string }): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics could not be collected: ${(error as Error).message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
