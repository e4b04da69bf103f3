import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './use-idempotency-key.ts';

function keyAfter(error: unknown): { before: string; after: string } {
  const { result } = renderHook(() => useIdempotencyKey());
  const before = result.current.keyFor('+447700900123');
  act(() => result.current.settle(error));
  return { before, after: result.current.keyFor('+447700900123') };
}

describe('useIdempotencyKey', () => {
  it('gives the next submit a new key once the request was answered', () => {
    const { before, after } = keyAfter(undefined);
    expect(after).not.toBe(before);
  });

  it.each([400, 409, 429])('gives a new key after the API refused with %i', (status) => {
    const { before, after } = keyAfter({ status, data: null });
    expect(after).not.toBe(before);
  });

  it('keeps the key after a network failure', () => {
    const { before, after } = keyAfter({ status: 'FETCH_ERROR', error: 'Failed to fetch' });
    expect(after).toBe(before);
  });

  // A proxy answers these when the instance it sent the request to stopped or was killed mid-request: the
  // send may have been done, so submitting again must be recognised as the same send (ADR 070).
  it.each([502, 503, 504])('keeps the key after a %i from the proxy', (status) => {
    const { before, after } = keyAfter({ status, data: null });
    expect(after).toBe(before);
  });
});
