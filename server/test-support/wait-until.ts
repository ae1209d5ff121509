/**
 * The one way tests wait for something to happen: checks `condition` every few milliseconds until it holds, or fails
 * after `timeoutMs` with `what` was awaited. Never a fixed sleep standing in for the event.
 */
export async function waitUntil(condition: () => boolean | Promise<boolean>, what: () => string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
