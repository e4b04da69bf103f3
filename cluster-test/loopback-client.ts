import { request } from 'node:http';

/** An answer, or status 0 when the connection failed or was cut before one came. */
export interface Answer {
  url: string;
  status: number;
  text: string;
}

interface CallOptions {
  /** GET without a body, POST with one. */
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /**
   * The loopback address the request leaves from (any of 127.0.0.0/8): HAProxy names it in X-Forwarded-For,
   * so each address is a client of its own to the per-IP limits.
   */
  from?: string;
}

/** One request on a connection of its own, so a cut connection fails only that request. */
export function call(url: string, { method, token, headers = {}, body, from = '127.0.0.1' }: CallOptions = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: method ?? (payload === undefined ? 'GET' : 'POST'),
        localAddress: from,
        agent: false,
        headers: {
          ...headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ url, status: response.statusCode ?? 0, text }));
        response.on('error', () => resolve({ url, status: 0, text }));
      },
    );
    outgoing.on('error', (error) => resolve({ url, status: 0, text: error.message }));
    outgoing.end(payload);
  });
}
