import pino from 'pino';

/** Below this many bytes, log lines wait for more (or for the next flush) before they are written. */
export const LOG_BATCH_BYTES = 4096;

/**
 * Where the server's log lines go: gathered up to 4 KB per write instead of one write per line (one line
 * per request, docs/decisions/039), and written at least every second; closing flushes them, and a process
 * killed outright loses at most one batch. Each batch is written synchronously: handing it to libuv's
 * thread pool cost more than the write itself (docs/decisions/044).
 */
export function createLogDestination(fd: number) {
  const destination = pino.destination({ dest: fd, sync: true, minLength: LOG_BATCH_BYTES });
  setInterval(() => destination.flush(), 1000).unref();
  return destination;
}
