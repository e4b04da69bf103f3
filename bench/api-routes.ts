// The routes issue 13 sets throughput targets for, shared by the API benchmarks.

export interface ApiRoute {
  label: string;
  path: string;
  /** Loaded with the demo member's bearer token. */
  member: boolean;
}

const apiRoutes: ApiRoute[] = [
  { label: 'GET /config/config.json', path: '/config/config.json', member: false },
  { label: 'GET /api/venues (visitor)', path: '/api/venues', member: false },
  { label: 'GET /api/offers (visitor)', path: '/api/offers', member: false },
  { label: 'GET /api/offers (member)', path: '/api/offers', member: true },
  { label: 'GET /api/me (member)', path: '/api/me', member: true },
];

/** All the routes, or those whose label contains a part of BENCH_ONLY (comma-separated, such as `config.json,venues`). */
export function selectedRoutes(): ApiRoute[] {
  const only = process.env['BENCH_ONLY']?.split(',');
  return only ? apiRoutes.filter((route) => only.some((part) => route.label.includes(part))) : apiRoutes;
}
