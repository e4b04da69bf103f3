import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets');

/** Images the app serves itself (venue logos), so nothing is hot-linked from elsewhere. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: path.join(assetsDir, 'venues'),
    prefix: '/media/venues/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });
};
