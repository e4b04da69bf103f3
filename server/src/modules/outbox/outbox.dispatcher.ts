import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from './outbox.repository.ts';
import type { Transports } from './transports.ts';

export interface DispatcherOptions {
  outbox: OutboxRepository;
  transports: Transports;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  batchSize?: number;
  maxAttempts?: number;
}

const LEASE_SECONDS = 120;

/** Backoff after failed attempt n: 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(30 * 2 ** (attempt - 1), 3600);
}

/** Moves due outbox messages to their transports; channels without one keep theirs as held. */
export function createOutboxDispatcher({ outbox, transports, log, batchSize = 20, maxAttempts = 8 }: DispatcherOptions) {
  async function dispatchDue(): Promise<number> {
    const messages = await outbox.claimDue(batchSize, LEASE_SECONDS);
    for (const message of messages) {
      const transport = transports[message.channel];
      if (!transport) {
        await outbox.markHeld(message.id);
        continue;
      }
      try {
        const { providerMessageId } = await transport.deliver(message);
        await outbox.markSent(message.id, providerMessageId);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = message.attempts >= maxAttempts;
        // The recipient is personal data: log the message id, never the address or number.
        log[giveUp ? 'error' : 'warn']({ outboxMessageId: message.id, channel: message.channel, attempt: message.attempts, reason }, giveUp ? 'message delivery failed for good' : 'message delivery failed, will retry');
        await outbox.markFailed(message.id, reason, giveUp ? null : retryDelaySeconds(message.attempts));
      }
    }
    return messages.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  return {
    dispatchDue,
    start(intervalMs = 2000) {
      const tick = () => {
        running = dispatchDue()
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
      await running;
      clearTimeout(timer);
    },
  };
}
