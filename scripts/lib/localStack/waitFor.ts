import type { ChildProcess } from 'node:child_process';

/**
 * Polls `ready` until it resolves true; fails after `timeoutMs`, or at once when `child` (the
 * service being waited for) exits first.
 */
export async function waitFor(
  what: string,
  ready: () => Promise<boolean>,
  { timeoutMs, child, intervalMs = 200 }: { timeoutMs: number; child?: ChildProcess; intervalMs?: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${what} exited before it was ready (${child.exitCode ?? child.signalCode}).`);
    }
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`${what} was not ready after ${Math.round(timeoutMs / 1000)} s.`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** True once anything answers HTTP at `url`: with any status, or only with 2xx when `ok`. */
export async function answersHttp(url: string, { ok = false } = {}): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return ok ? response.ok : true;
}
