import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from './outbox.repository.ts';
import type { OutboxMessage } from './outbox.table.ts';
import { PermanentDeliveryError, type Transports } from './transports.ts';

export interface DispatcherOptions {
  outbox: OutboxRepository;
  transports: Transports;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Sends in flight at once; a stalled one takes one place, never the others'. */
  concurrency?: number;
  maxAttempts?: number;
  /** A send still running after this long counts as failed and is retried; keep it inside the lease. */
  sendDeadlineMs?: number;
  /** Told of each delivery's outcome, for the metrics. */
  onDelivered?: (channel: string, outcome: 'sent' | 'failed' | 'given_up') => void;
}

/**
 * How long a claimed message belongs to its dispatcher. Every transport gives up well inside it
 * (TRANSPORT_TIMEOUTS_MS), and so does the send deadline, so a message is claimed again only when its
 * dispatcher died or its send outlived both.
 */
export const LEASE_SECONDS = 120;
const SEND_DEADLINE_MS = 60_000;

/** Backoff after failed attempt n: 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(30 * 2 ** (attempt - 1), 3600);
}

class SendDeadlineError extends Error {
  override readonly name = 'SendDeadlineError';
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SendDeadlineError(`no answer from the transport within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Moves due outbox messages to their transports; channels without one keep theirs as held. Delivery
 * is at least once: a send the provider accepted whose dispatcher dies before recording it is sent
 * again after the lease, under the same Message-ID (docs/RELIABILITY.md).
 */
export function createOutboxDispatcher({
  outbox,
  transports,
  log,
  concurrency = 8,
  maxAttempts = 8,
  sendDeadlineMs = SEND_DEADLINE_MS,
  onDelivered,
}: DispatcherOptions) {
  const inFlight = new Set<Promise<void>>();

  async function deliver(message: OutboxMessage): Promise<void> {
    const transport = transports[message.channel];
    if (!transport) {
      await outbox.markHeld(message);
      return;
    }
    let recorded: boolean;
    try {
      const { providerMessageId } = await withDeadline(transport.deliver(message), sendDeadlineMs);
      recorded = await outbox.markSent(message, providerMessageId);
      onDelivered?.(message.channel, 'sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentDeliveryError;
      // A permanent refusal (an invalid number, a message the provider never takes) fails the same way every time.
      const giveUp = permanent || message.attempts >= maxAttempts;
      // The recipient is personal data: log the message id, never the address or number.
      log[giveUp ? 'error' : 'warn']({ outboxMessageId: message.id, channel: message.channel, attempt: message.attempts, permanent, reason }, giveUp ? 'message delivery failed for good' : 'message delivery failed, will retry');
      onDelivered?.(message.channel, giveUp ? 'given_up' : 'failed');
      recorded = await outbox.markFailed(message, reason, giveUp ? null : retryDelaySeconds(message.attempts), permanent ? error.code : null);
    }
    if (!recorded) {
      log.warn({ outboxMessageId: message.id, channel: message.channel, attempt: message.attempts }, 'outbox lease lost: another dispatcher took the message over, its outcome stands');
    }
  }

  /** Claims as many due messages as there are free places and starts sending them. */
  async function claimAndStart(): Promise<Promise<void>[]> {
    const free = concurrency - inFlight.size;
    if (free <= 0) return [];
    const messages = await outbox.claimDue(free, LEASE_SECONDS);
    return messages.map((message) => {
      const sending = deliver(message)
        .catch((error: unknown) => log.error({ err: error, outboxMessageId: message.id }, 'recording a delivery failed'))
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
      return sending;
    });
  }

  let timer: NodeJS.Timeout | undefined;
  let claiming: Promise<unknown> = Promise.resolve();
  return {
    /** Claims due messages and resolves once each of them is sent or scheduled again; returns how many. */
    async dispatchDue(): Promise<number> {
      const sends = await claimAndStart();
      await Promise.all(sends);
      return sends.length;
    },
    /** Claims due messages every `intervalMs` without waiting for earlier sends to finish. */
    start(intervalMs = 2000) {
      const tick = () => {
        claiming = claimAndStart()
          .catch((error: unknown) => log.error({ err: error }, 'outbox dispatch failed'))
          .finally(() => {
            timer = setTimeout(tick, intervalMs);
          });
      };
      tick();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await claiming;
      clearTimeout(timer);
      await Promise.all(inFlight);
    },
  };
}
