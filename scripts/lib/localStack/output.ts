import type { ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

// eslint-disable-next-line no-control-regex -- terminal colour codes are control characters
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;

/** A line of a service's output without its terminal colours. */
export function plain(line: string): string {
  return line.replace(ANSI, '');
}

/** Rewrites a line of output, or drops it (null). Created once per stream, so it may keep state. */
export type LineRewriter = (line: string) => string | null;

/**
 * Follows a service's stdout and stderr line by line: keeps the last lines for error reports,
 * appends every line to `logFile` when given, and hands each (without colours) to `each`. With
 * `rewriter`, each stream's lines go through a rewriter of their own first.
 */
export class ServiceOutput {
  private readonly tail: string[] = [];

  constructor(
    private readonly name: string,
    private readonly logFile?: string,
  ) {}

  follow(
    child: ChildProcess,
    each: (line: string) => void = () => {},
    rewriter: () => LineRewriter = () => (line) => line,
  ): void {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      const rewrite = rewriter();
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (raw) => {
        const line = rewrite(plain(raw));
        if (line === null) return;
        this.tail.push(line);
        if (this.tail.length > 60) this.tail.shift();
        if (this.logFile) this.log(line);
        each(line);
      });
    }
  }

  private log(line: string): void {
    try {
      appendFileSync(this.logFile ?? '', `[${this.name}] ${line}\n`);
    } catch {
      // The log is a convenience: a deleted folder (a new `npm test` run) must not stop the service.
    }
  }

  /** The last lines, for an error message. */
  lastLines(): string {
    return this.tail.map((line) => `  [${this.name}] ${line}`).join('\n');
  }
}
