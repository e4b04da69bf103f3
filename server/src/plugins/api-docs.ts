import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isRoleGuard } from '../modules/auth/require-role.ts';

/** Where the product API lives; everything else (the provider, its pages, the SPA) stays out of the document. */
export const API_PREFIX = '/api';
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const API_DOCS_PATH = `${API_PREFIX}/docs`;
export const BEARER_SCHEME = 'bearerAuth';

export interface ApiDocsOptions {
  title: string;
  version: string;
  publicUrl: string;
}

type Hook = RouteOptions['preHandler'] | RouteOptions['onRequest'];
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const ERROR_BODY = {
  description: 'The error: `{ message, errors? }`.',
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message'],
};

function hooksOf(route: RouteOptions): unknown[] {
  const hooks: Hook[] = [route.onRequest, route.preHandler];
  return hooks.flatMap((hook) => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]));
}

/** `POST /api/venues/:id/favourite` → `postVenuesByIdFavourite`, unless the route names itself. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .slice(API_PREFIX.length)
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/**
 * Security and the answers every route shares are derived from how the route is built, so a new route
 * is documented right without anyone remembering to: a route behind `requireRole` or `requireMember`
 * needs the bearer token (401 without it), one behind `identifyMember` takes it optionally (401 for a
 * bad one), any other is public (`security: []`), and any route with input answers 400 when it does not
 * match its schema.
 */
function documentRoute(app: FastifyInstance, input: TransformInput) {
  const { route, url } = input;
  if (!url.startsWith(`${API_PREFIX}/`) || url === OPENAPI_PATH || url.startsWith(API_DOCS_PATH)) {
    return { schema: { ...input.schema, hide: true }, url };
  }
  const transformed = jsonSchemaTransform(input);
  const schema: FastifySchema = { ...transformed.schema };
  const hooks = hooksOf(route);
  const required = hooks.some(isRoleGuard) || hooks.includes(app.requireMember);
  const optional = !required && hooks.includes(app.identifyMember);
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  schema.security = required ? [{ [BEARER_SCHEME]: [] }] : optional ? [{}, { [BEARER_SCHEME]: [] }] : [];
  if (required || optional) response['401'] ??= ERROR_BODY;
  const takesInput = ['body', 'querystring', 'params', 'headers'].some((part) => (input.schema as Record<string, unknown>)[part] !== undefined);
  if (takesInput) response['400'] ??= ERROR_BODY;
  schema.response = response;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  schema.operationId ??= operationIdOf(method, url);
  return { schema, url };
}

/**
 * The product API's OpenAPI document at /api/openapi.json and a browsable reference at /api/docs
 * (swagger-ui's own assets, served from here, so the page runs under the site's CSP).
 * Registered before the routes: @fastify/swagger collects them as they are added.
 */
export const apiDocsPlugin = fp<ApiDocsOptions>(
  async (app, { title, version, publicUrl }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title,
          version,
          description: 'The Venue Pass product API. Tokens come from the OpenID provider named in /config/config.json.',
          license: { name: 'Proprietary', url: `${publicUrl}/privacy-policy` },
        },
        servers: [{ url: publicUrl }],
        components: {
          securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: (input) => documentRoute(app, input),
    });
    // Tags start folded: with every tag open, swagger-ui stopped drawing after the first operations once the
    // document passed about 120 operations; folded, each tag draws whole when opened.
    await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, uiConfig: { deepLinking: true, docExpansion: 'none' } });
  },
  { name: 'api-docs' },
);
