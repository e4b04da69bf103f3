import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendPrepared } from '../http/prepared-json.ts';
import { visitorPages, type VisitorPagesOptions } from './visitor-pages.ts';

/** The web build the server serves, read once at start-up: the CSP and the pages both need its index.html. */
export interface SpaBuild {
  distDir: string;
  /** Its index.html; null when there is no build. */
  indexHtml: string | null;
}

export function readSpaBuild(distDir: string): SpaBuild {
  const indexFile = path.join(distDir, 'index.html');
  return { distDir, indexHtml: existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null };
}

export interface SpaOptions {
  build: SpaBuild;
  /** The pages sent painted to a visitor; without it every page is index.html as built. */
  visitorPages?: VisitorPagesOptions;
}

/**
 * The CSP sources (`'sha256-…'`) of index.html's inline scripts, which a policy of 'self' alone would
 * refuse; none without a build.
 */
export function pageScriptHashes({ indexHtml }: SpaBuild): string[] {
  const inline = indexHtml?.matchAll(/<script>([\s\S]*?)<\/script>/g) ?? [];
  return [...inline].map(([, source]) => `'sha256-${createHash('sha256').update(source ?? '', 'utf8').digest('base64')}'`);
}

/**
 * Serves the built SPA with history fallback: a GET for a page that is not a file gets index.html (with
 * the page painted in it for a visitor's first pages, visitor-pages.ts), while unknown API and provider
 * paths keep their JSON 404.
 */
export const spaPlugin = fp<SpaOptions>(
  async (app, { build: { distDir, indexHtml }, visitorPages: visitorPagesOptions }) => {
    const hasBuild = indexHtml !== null;
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz copies (web/precompress.ts); clients get the best they accept.
        preCompressed: true,
        setHeaders(res, filePath) {
          // Vite fingerprints everything under assets/, so those never change under the same name.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ distDir }, 'no web build found: the SPA is not served (run npm run build)');
    }
    const painted = hasBuild && visitorPagesOptions ? visitorPages(indexHtml, visitorPagesOptions, app.log) : null;
    if (painted) {
      // Rendered once the server listens, so the first visitor does not wait for it; tests that only
      // inject requests never load the renderer.
      app.addHook('onListen', async () => {
        void painted.warm();
      });
    }

    const apiLike = /^\/(api|realms|interaction|config)(\/|$)/;
    app.setNotFoundHandler(async (request, reply) => {
      const [pathname = '/', query] = request.url.split('?');
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !apiLike.test(pathname) && !path.extname(pathname);
      if (hasBuild && wantsPage) {
        reply.header('cache-control', 'no-cache');
        // With a query the page may differ from the one rendered ('/?r=' opens a registration).
        const page = query === undefined ? await painted?.answer(pathname) : null;
        if (page) return sendPrepared(request, reply, page);
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.status(404).send({ message: `Route ${request.method}:${pathname} not found` });
    });
  },
  { name: 'spa' },
);
