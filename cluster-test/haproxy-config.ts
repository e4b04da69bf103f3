interface HaproxyOptions {
  port: number;
  /** Port of the statistics page, where the harness reads which servers HAProxy counts as up. */
  statsPort: number;
  servers: { name: string; port: number }[];
  /**
   * Terminates TLS as a public address does: the certificate and key in one PEM file, HTTP/2 offered
   * beside HTTP/1.1, and the instances told the request came over https (their cookies are secure).
   */
  tls?: { certificateFile: string };
}

/**
 * HAProxy in front of the instances, as docs/OPERATIONS.md shows it: round robin over the instances its
 * health check finds ready. A request is tried again elsewhere only when no connection could be made, so
 * nothing was sent: a POST that reached an instance is never sent twice (ADR 070).
 */
export function haproxyConfig({ port, statsPort, servers, tls }: HaproxyOptions): string {
  const bind = tls ? `127.0.0.1:${port} ssl crt ${tls.certificateFile} alpn h2,http/1.1` : `127.0.0.1:${port}`;
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  option forwardfor
  # A connection per request to the instances: a stopping instance closes its idle connections, and a request
  # sent on one at that moment would fail after it left, where no retry is safe.
  option http-server-close
  retries 3
  retry-on conn-failure
  option redispatch 1

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats

frontend venue_pass
  bind ${bind}
${tls ? '  http-request set-header X-Forwarded-Proto https\n' : ''}  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /health/ready
  http-check expect status 200
  # Two failed checks take an instance out, well inside the instances' SHUTDOWN_DELAY_SECONDS (2 s here); a
  # check waits up to a second, since a busy instance answers slower than the interval.
  timeout check 1s
  default-server inter 250ms fall 2 rise 2
${servers.map((server) => `  server ${server.name.replace(/\W+/g, '-')} 127.0.0.1:${server.port} check`).join('\n')}
`;
}
