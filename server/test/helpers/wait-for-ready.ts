/** Polls `{url}/health/ready` until it answers 200; a harness starting a server as its own process waits on it. */
export async function waitForReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${url}/health/ready`).then((response) => response.status, () => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`not ready after ${timeoutMs} ms (last status ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
