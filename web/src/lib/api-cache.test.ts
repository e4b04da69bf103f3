import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store.ts';
import { venuesApi } from '../features/venues/api.ts';
import { makeConfig } from '../testing/factories.ts';

describe('API cache lifetime', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops cached data 5 seconds after its last subscriber leaves', async () => {
    const store = makeStore({ config: { status: 'loaded', config: makeConfig(), version: null } });
    const subscription = store.dispatch(venuesApi.endpoints.getVenues.initiate());
    await subscription;
    const selectVenues = venuesApi.endpoints.getVenues.select();
    // The store types the API's state as optional (it joins when first loaded); it is there by now.
    const cached = () => selectVenues(store.getState() as Parameters<typeof selectVenues>[0]).status;
    expect(cached()).toBe('fulfilled');

    vi.useFakeTimers();
    subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(4_900);
    expect(cached()).toBe('fulfilled');
    await vi.advanceTimersByTimeAsync(200);
    expect(cached()).toBe('uninitialized');
  });
});
