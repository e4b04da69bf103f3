/** Runs one named check of a harness script and prints it with its time; a throw fails the script. */
export async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  console.log(`ok  ${name} (${Date.now() - started} ms)`);
  return result;
}
