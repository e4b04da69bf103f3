import type { Server } from 'node:http';

/**
 * Lets a stopping instance exit as soon as the requests it holds are answered (issue 23 item 5). Fastify's
 * close stops listening, closes the idle keep-alive connections and waits for the others; but a request
 * under way at that moment is answered on a connection that then stays open for the client's next request
 * (a proxy keeps its connections to an instance for reuse) until the keep-alive timeout, 72 s. That is past
 * close-with-grace's 10 s, which then exits with 1 and cuts whatever else is still running. Once closing,
 * each connection is closed as soon as its answer has gone.
 */
export function createConnectionDrain() {
  let closing: Server | undefined;
  return {
    /** From Fastify's preClose: the server is about to stop listening. */
    start(server: Server): void {
      closing = server;
    },
    /** After every answer; Node has let go of the answer's connection by then, so it counts as idle. */
    answered(): void {
      closing?.closeIdleConnections();
    },
  };
}
