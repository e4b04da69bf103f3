import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /** Origins besides our own that the SPA talks to or posts forms to (an external identity provider). */
  extraOrigins: string[];
  /** Only behind TLS: HSTS on plain HTTP would be ignored by browsers and breaks localhost. */
  hsts: boolean;
  /** The `'sha256-…'` sources of the SPA's inline scripts (spa.ts pageScriptHashes). */
  scriptHashes?: string[];
}

export interface SecurityPluginOptions extends SecurityOptions {
  /** Whether a request's answer is data (the API's JSON) rather than a page or a page's asset. */
  isDataPath: (url: string) => boolean;
}

/** Only behind TLS, on pages and data alike: a year, subdomains included. */
function strictTransportSecurity(hsts: boolean): HelmetOptions['strictTransportSecurity'] {
  return hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false;
}

function helmetOptions({ extraOrigins, hsts, scriptHashes = [] }: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly compilation only (the staff screen's QR decoder, docs/decisions/032-qr-decoder.md);
        // eval and new Function stay refused; of inline scripts, only index.html's own, by their hashes.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
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
    strictTransportSecurity: strictTransportSecurity(hsts),
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * For answers no browser renders as a page (OWASP's REST Security Cheat Sheet): a policy that allows nothing and
 * no framing, no sniffing, no cross-origin embedding. The document headers (the SPA's policy, the referrer,
 * opener and legacy browser headers) only act on pages and workers.
 */
function dataHelmetOptions({ hsts }: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity: strictTransportSecurity(hsts),
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/** The headers helmet's middleware sets for these options, recorded once from a stand-in response. */
function recordHelmet(options: HelmetOptions): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The headers of pages and their assets (the SPA, the sign-in pages, the API reference, scripts and workers). */
export function securityHeaders(options: SecurityOptions): [name: string, value: string][] {
  return recordHelmet(helmetOptions(options));
}

/** The headers of data answers. */
export function dataSecurityHeaders(options: SecurityOptions): [name: string, value: string][] {
  return recordHelmet(dataHelmetOptions(options));
}

/**
 * Security headers on every response: the document set, or the shorter data set where `isDataPath` says the
 * answer is data (docs/decisions/047). @fastify/helmet rebuilt helmet's middleware (and the CSP string) on
 * every request; the headers depend on the configuration only, so they are computed at start-up. They go
 * onto Fastify's reply, which writes them with its own headers; the identity provider, which writes to the
 * raw response itself, copies them there (server/src/http/raw-response-headers.ts).
 */
export const securityPlugin = fp<SecurityPluginOptions>(
  async (app, { isDataPath, ...options }) => {
    const documentHeaders = Object.fromEntries(securityHeaders(options));
    const dataHeaders = Object.fromEntries(dataSecurityHeaders(options));
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isDataPath(request.url) ? dataHeaders : documentHeaders);
      done();
    });
  },
  { name: 'security' },
);
