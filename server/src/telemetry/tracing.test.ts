import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracingEnabled } from './tracing-enabled.ts';
import { freePort } from '../../test/helpers/free-port.ts';

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
const attribute = (span: Span, key: string) => span.attributes.find((entry) => entry.key === key)?.value.stringValue;

describe('tracingEnabled', () => {
  it('is on only with an OTLP endpoint, and never when the SDK is disabled', () => {
    expect(tracingEnabled({})).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
  });
});

// The server as `npm start` runs it (the preload first), on the embedded database whichever the suite runs
// on, exporting to a local OTLP/HTTP receiver: once is enough.
describe.skipIf(process.env['TEST_DATABASE_URL'])('traces of an API call', () => {
  const spans: Span[] = [];
  let receiver: Server;
  let child: ChildProcess;
  let dataDir: string;
  let base: string;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.url === '/v1/traces') {
          const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: Span[] }[] }[] };
          for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'venue-pass-traces-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const serverDir = path.resolve(import.meta.dirname, '../..');
    child = spawn(process.execPath, ['--import', 'tsx', '--import', './src/telemetry/preload.ts', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env['PATH'],
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        METRICS_PORT: 'off',
        SEED_DEMO: 'false',
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 60_000;
    while ((await fetch(`${base}/health/ready`).catch(() => null))?.status !== 200) {
      if (Date.now() > deadline) throw new Error('the traced server did not become ready within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 90_000);

  afterAll(async () => {
    child?.kill('SIGKILL');
    receiver?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends the spans of one call: the request with its route, and its SQL as a child with no values', async () => {
    const answer = await fetch(`${base}/api/vouchers/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(answer.status).toBe(404);
    let request: Span | undefined;
    await expect
      .poll(
        () => {
          request = spans.find((span) => attribute(span, 'http.route') === '/api/vouchers/:publicId' && !span.parentSpanId);
          return request !== undefined && spans.some((span) => span.traceId === request!.traceId && attribute(span, 'db.query.text') !== undefined);
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(true);
    const queries = spans.filter((span) => span.traceId === request!.traceId && attribute(span, 'db.query.text') !== undefined);
    expect(queries.map((span) => attribute(span, 'db.query.text')).join('\n')).toMatch(/from "promotions"/);
    expect(queries.map((span) => attribute(span, 'db.query.text')).join('\n')).not.toContain('AAAAAAAAAAAAAAAAAAAAAA');
    // Probes are left out of the traces.
    expect(spans.some((span) => (attribute(span, 'url.path') ?? attribute(span, 'http.target') ?? '').startsWith('/health/'))).toBe(false);
  });
});
