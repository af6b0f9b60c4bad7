/** Polls until a condition holds, bounded by a deadline; fails the test with a description otherwise. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, intervalMs = 25, what = 'condition' } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
