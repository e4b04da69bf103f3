import { executionAsyncId } from 'node:async_hooks';

/**
 * Whether async hooks are on in this process: with them, every awaited promise runs under an async id of
 * its own; without, the continuations share one.
 */
export async function promisesTracked(): Promise<boolean> {
  await null;
  const first = executionAsyncId();
  await null;
  return executionAsyncId() !== first;
}
