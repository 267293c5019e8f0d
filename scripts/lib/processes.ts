import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Children started by this process, each the leader of its own process group. */
const running = new Set<ChildProcess>();

/**
 * Starts a long-running service (database, user pool, API) in its own process group so that
 * `stopService` / `stopAll` can stop it together with anything it spawned.
 */
export function startService(command: string, args: readonly string[], options: SpawnOptions = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Stops a service's whole process group: SIGTERM, then SIGKILL for anything still there after
 * `graceMs` (or left behind by a leader that exited), so no port stays bound.
 */
export async function stopService(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (!exited(child)) {
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(child, 'SIGTERM');
    const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), graceMs).unref());
    await Promise.race([gone, timer]);
  }
  signalGroup(child, 'SIGKILL');
  running.delete(child);
}

/** Sends SIGKILL to every process group still running. Synchronous, for `process.on('exit')`. */
export function stopAll(): void {
  for (const child of running) signalGroup(child, 'SIGKILL');
  running.clear();
}

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}
