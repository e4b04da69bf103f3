import pino from 'pino';

/** Lines are written in batches of this many bytes (one `write` per batch, not per line: docs/decisions/039). */
export const LOG_BATCH_BYTES = 4096;

export interface LogDestination {
  /** What pino writes its lines to. */
  stream: pino.DestinationStream;
  /** Writes what is gathered, without waiting. */
  flush(): void;
  /** Writes what is gathered before returning: for closing. */
  flushSync(): void;
}

/**
 * The log's destination on a file descriptor (stdout in production): lines are gathered and written once a
 * batch is full, and at least every `flushEveryMs`; a process killed outright loses at most that batch.
 * sonic-boom gathers bytes rather than text: gathering text, it measured the UTF-8 length of the whole batch
 * again on every line, which under load cost more than writing (docs/decisions/048).
 */
export function createLogDestination({ fd = 1, flushEveryMs = 1000 }: { fd?: number; flushEveryMs?: number } = {}): LogDestination {
  const sonic = pino.destination({ fd, sync: false, minLength: LOG_BATCH_BYTES, contentMode: 'buffer' });
  setInterval(() => sonic.flush(), flushEveryMs).unref();
  return {
    // sonic-boom's types predate its buffer mode and name only strings. Read at each line: pino replaces
    // `write` with a no-op once the reader has gone (EPIPE).
    stream: { write: (line: string) => sonic.write(Buffer.from(line) as unknown as string) },
    flush: () => sonic.flush(),
    flushSync: () => sonic.flushSync(),
  };
}
