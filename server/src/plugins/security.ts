import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** Origins besides our own that the SPA talks to or posts forms to (an external identity provider). */
  extraOrigins: string[];
  /** Only behind TLS: HSTS on plain HTTP would be ignored by browsers and breaks localhost. */
  hsts: boolean;
}

/** Security headers on every response, including the identity provider's pages. */
export const securityPlugin = fp<SecurityOptions>(
  async (app, { extraOrigins, hsts }) => {
    await app.register(helmet, {
      global: true,
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
    });
  },
  { name: 'security' },
);
