import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Children started by this process, each the leader of its own process group. */
const running = new Set<ChildProcess>();

/**
 * Starts a long-running service (database, user pool, API) in its own process group so that
 * `stopAll` can stop it together with anything it spawned.
 */
export function startService(command: string, args: readonly string[], options: SpawnOptions = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Sends SIGTERM to every started process group. Safe to call more than once. */
export function stopAll(): void {
  for (const child of running) {
    if (child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
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
