import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA with history fallback: a GET for a page that is not a file gets index.html,
 * while unknown API and provider paths keep their JSON 404.
 */
export const spaPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const hasBuild = existsSync(path.join(distDir, 'index.html'));
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

    const apiLike = /^\/(api|realms|interaction|config)(\/|$)/;
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !apiLike.test(pathname) && !path.extname(pathname);
      if (hasBuild && wantsPage) {
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      }
      return reply.status(404).send({ message: `Route ${request.method}:${pathname} not found` });
    });
  },
  { name: 'spa' },
);
