import type { RefreshCoordination } from './tab-turns.ts';
import { isTokenSet, type TokenSet } from './token.ts';

export interface RefreshCoordinator {
  /**
   * Runs `refresh` while holding the lock of `refreshToken`, unless a tab holding the same token has
   * already refreshed it: then the tokens that tab obtained. Resolves undefined when the refresh failed.
   */
  refresh(refreshToken: string, refresh: () => Promise<TokenSet | undefined>, signal?: AbortSignal): Promise<TokenSet | undefined>;
}

export const HANDOVER_WAIT_MS = 250;
const LOCK_PREFIX = 'venue-pass-token-refresh:';
/** Rotations a tab remembers, so it can hand them to a tab that asks late; older ones are of no use. */
const REMEMBERED_ROTATIONS = 8;

/** Tokens obtained with one refresh token, encrypted with a key only holders of that token can derive. */
interface Handover {
  iv: Uint8Array<ArrayBuffer>;
  sealed: Uint8Array<ArrayBuffer>;
}

type HandoverMessage = { type: 'ask'; from: string } | ({ type: 'tokens'; from: string } & Handover);

function isHandoverMessage(data: unknown): data is HandoverMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<Record<string, unknown>>;
  if (typeof message.from !== 'string') return false;
  // isView rather than instanceof: a cloned message's arrays belong to the receiving realm.
  return message.type === 'ask' || (message.type === 'tokens' && ArrayBuffer.isView(message.iv) && ArrayBuffer.isView(message.sealed));
}

const encoder = new TextEncoder();

/**
 * What a refresh token gives the tabs holding it: a name for it that reveals nothing of it, and the key
 * its handover is sealed with. Both are derived with HKDF from the token, a high-entropy secret.
 */
async function handoverKeys(refreshToken: string): Promise<{ id: string; key: CryptoKey }> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(refreshToken), 'HKDF', false, ['deriveBits', 'deriveKey']);
  const params = (info: string): HkdfParams => ({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(), info: encoder.encode(info) });
  const idBits = await crypto.subtle.deriveBits(params('venue-pass token handover id'), material, 256);
  const key = await crypto.subtle.deriveKey(params('venue-pass token handover key'), material, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  const id = Array.from(new Uint8Array(idBits), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { id, key };
}

async function seal(tokens: TokenSet, key: CryptoKey): Promise<Handover> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(JSON.stringify(tokens)));
  return { iv, sealed: new Uint8Array(sealed) };
}

async function unseal({ iv, sealed }: Handover, key: CryptoKey): Promise<TokenSet | undefined> {
  try {
    const tokens: unknown = JSON.parse(new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed)));
    return isTokenSet(tokens) ? tokens : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes tabs that share a refresh token take turns refreshing it. The provider rotates refresh tokens
 * and treats a second use of one as theft, revoking the whole grant; sessionStorage is copied into a tab
 * opened from another, so without turns every such tab would spend the same token and sign the member
 * out. The first tab refreshes under a Web Lock named after the token and hands the new tokens to the
 * others over a BroadcastChannel, sealed so that only tabs holding the old token can read them.
 */
export function createRefreshCoordinator(coordination: RefreshCoordination): RefreshCoordinator {
  const { locks, channel, handoverWaitMs = HANDOVER_WAIT_MS } = coordination;
  // By the name of the refresh token they replace: tokens this tab obtained or heard another tab obtain.
  const rotations = new Map<string, Handover>();
  const waiting = new Map<string, (handover: Handover) => void>();

  const remember = (from: string, handover: Handover) => {
    rotations.set(from, handover);
    for (const oldest of [...rotations.keys()].slice(0, -REMEMBERED_ROTATIONS)) rotations.delete(oldest);
  };

  channel.addEventListener('message', ({ data }) => {
    if (!isHandoverMessage(data)) return;
    if (data.type === 'ask') {
      const known = rotations.get(data.from);
      if (known) channel.postMessage({ type: 'tokens', from: data.from, ...known } satisfies HandoverMessage);
      return;
    }
    const handover = { iv: data.iv, sealed: data.sealed };
    remember(data.from, handover);
    waiting.get(data.from)?.(handover);
  });

  /** Tokens another tab obtained with the token named `from`: known already, or asked for and awaited briefly. */
  const handedOver = (from: string) =>
    new Promise<Handover | undefined>((resolve) => {
      const known = rotations.get(from);
      if (known) {
        resolve(known);
        return;
      }
      const timer = setTimeout(() => {
        waiting.delete(from);
        resolve(undefined);
      }, handoverWaitMs);
      waiting.set(from, (handover) => {
        clearTimeout(timer);
        waiting.delete(from);
        resolve(handover);
      });
      channel.postMessage({ type: 'ask', from } satisfies HandoverMessage);
    });

  return {
    async refresh(refreshToken, refresh, signal) {
      const { id, key } = await handoverKeys(refreshToken);
      return locks.request(`${LOCK_PREFIX}${id}`, signal ? { signal } : {}, async () => {
        const handover = await handedOver(id);
        const tokens = handover ? await unseal(handover, key) : undefined;
        if (tokens || signal?.aborted) return tokens;

        const refreshed = await refresh();
        if (refreshed) {
          const sealed = await seal(refreshed, key);
          remember(id, sealed);
          channel.postMessage({ type: 'tokens', from: id, ...sealed } satisfies HandoverMessage);
        }
        return refreshed;
      });
    },
  };
}
