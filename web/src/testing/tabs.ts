import type { RefreshCoordination, TabLocks } from '../features/auth/tab-turns.ts';

export interface FakeTabs {
  /** The coordination of one more tab: the shared locks and a channel of its own. */
  open(options?: { handoverWaitMs?: number }): RefreshCoordination;
  /** Every message any tab posted, as posted. */
  sent: unknown[];
}

/**
 * Browser tabs of one origin, inside one test: a Web Locks stand-in whose locks are granted in turn
 * by name, and BroadcastChannel stand-ins that deliver each message, structured-cloned, to every other
 * tab's channel in a task of its own, as browsers do.
 */
export function fakeTabs(): FakeTabs {
  const turns = new Map<string, Promise<unknown>>();
  const locks: TabLocks = {
    request(name, _options, callback) {
      const turn = (turns.get(name) ?? Promise.resolve()).then(callback);
      turns.set(name, turn.catch(() => undefined));
      return turn;
    },
  };
  const tabs: Array<(message: unknown) => void> = [];
  const sent: unknown[] = [];

  const open = ({ handoverWaitMs = 50 } = {}): RefreshCoordination => {
    const listeners: Array<(event: MessageEvent<unknown>) => void> = [];
    const deliver = (message: unknown) => {
      for (const listener of listeners) listener(new MessageEvent('message', { data: structuredClone(message) }));
    };
    tabs.push(deliver);
    return {
      locks,
      handoverWaitMs,
      channel: {
        postMessage(message) {
          sent.push(message);
          for (const other of tabs) {
            if (other !== deliver) setTimeout(() => other(message), 0);
          }
        },
        addEventListener(_type, listener) {
          listeners.push(listener);
        },
      },
    };
  };
  return { open, sent };
}
