import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /** Origins besides our own that the SPA talks to or posts forms to (an external identity provider). */
  extraOrigins: string[];
  /** Only behind TLS: HSTS on plain HTTP would be ignored by browsers and breaks localhost. */
  hsts: boolean;
}

function helmetOptions({ extraOrigins, hsts }: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly compilation only (the staff screen's QR decoder, docs/decisions/032-qr-decoder.md);
        // eval and new Function stay refused.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // React and Headless UI set element styles at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extraOrigins],
        formAction: ["'self'", ...extraOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** The headers helmet's middleware sets for these options, recorded once from a stand-in response. */
export function securityHeaders(options: SecurityOptions): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet(helmetOptions(options))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every response. @fastify/helmet rebuilt helmet's middleware (and the CSP string) on
 * every request; the headers depend on the configuration only, so they are computed at start-up. They go
 * onto Fastify's reply, which writes them with its own headers; the identity provider, which writes to the
 * raw response itself, copies them there (server/src/http/raw-response-headers.ts).
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    const headers = Object.fromEntries(securityHeaders(options));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);
