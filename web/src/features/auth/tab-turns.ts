/**
 * What lets the app's tabs take turns refreshing a shared session (refresh-coordinator.ts, which loads
 * with the first refresh): Web Locks and a BroadcastChannel.
 */
export const SESSION_CHANNEL = 'venue-pass-session';

/** The part of the Web Locks API (navigator.locks) the coordinator uses. */
export interface TabLocks {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

/** A channel to the app's other tabs: a BroadcastChannel. */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

export interface RefreshCoordination {
  locks: TabLocks;
  channel: TabChannel;
  /** How long the tab holding the lock waits for another tab to hand over tokens it already has. */
  handoverWaitMs?: number;
}

/**
 * The browser's Web Locks and BroadcastChannel, or null where either is missing: each tab then refreshes
 * on its own, as it did before tabs took turns.
 */
export function browserRefreshCoordination(): RefreshCoordination | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || typeof BroadcastChannel === 'undefined') {
    return null;
  }
  return {
    locks: {
      // The DOM typings nest the callback's promise in the result; the browser resolves it, as await does.
      request: (name, options, callback) => navigator.locks.request(name, options, callback) as Promise<Awaited<ReturnType<typeof callback>>>,
    },
    channel: new BroadcastChannel(SESSION_CHANNEL),
  };
}

