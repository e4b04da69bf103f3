import pino from 'pino';

/** Lines are handed on in batches of about this many characters (one `write` per batch, not per line: docs/decisions/039). */
export const LOG_BATCH_CHARACTERS = 4096;

export interface LogDestination {
  /** What pino writes its lines to. */
  stream: pino.DestinationStream;
  /** Writes what is gathered before returning: for closing. */
  flushSync(): void;
}

/**
 * The log's destination on a file descriptor (stdout in production): lines are gathered and written once a
 * batch is full, at least every `flushEveryMs`, and on exit; a process killed outright loses at most a batch.
 * The batch is gathered here, as a list of lines, and handed to sonic-boom whole: sonic-boom gathering lines
 * itself measured the UTF-8 length of its whole chunk again on every line, and in its buffer mode encoded
 * every line on its own; either cost a request more than its write (docs/decisions/048). sonic-boom still
 * does the writing: queueing while a write is under way, partial writes, EAGAIN, a reader gone (EPIPE).
 */
export function createLogDestination({ fd = 1, flushEveryMs = 1000 }: { fd?: number; flushEveryMs?: number } = {}): LogDestination {
  const sonic = pino.destination({ fd, sync: false, minLength: 0 });
  let lines: string[] = [];
  let gathered = 0;
  const takeBatch = (): string => {
    const batch = lines.join('');
    lines = [];
    gathered = 0;
    return batch;
  };
  const handOn = () => {
    if (lines.length > 0) sonic.write(takeBatch());
  };
  // Handed to an idle sonic-boom, a batch starts an asynchronous write that its flushSync does not wait for, so
  // a batch taken when closing goes through a synchronous writer on the same descriptor (which still retries
  // EAGAIN), after what sonic-boom queued.
  let closingWriter: pino.DestinationStream | undefined;
  const writeNow = () => {
    sonic.flushSync();
    if (lines.length === 0) return;
    closingWriter ??= pino.destination({ fd, sync: true, minLength: 0 }).on('error', () => {
      // Closing, with the reader gone: there is nowhere left to tell.
    });
    closingWriter.write(takeBatch());
  };
  setInterval(handOn, flushEveryMs).unref();
  // An exit that bypasses closing (process.exit, the grace period running out) still writes the batch; pino's
  // own exit hook has by then flushed what sonic-boom held.
  process.once('exit', () => {
    if (lines.length > 0) writeNow();
  });
  return {
    stream: {
      write(line: string) {
        lines.push(line);
        // Characters, not bytes: the batch only needs to be about this size, and measuring bytes is the cost avoided.
        gathered += line.length;
        if (gathered >= LOG_BATCH_CHARACTERS) handOn();
      },
    },
    flushSync: writeNow,
  };
}
