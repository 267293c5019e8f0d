import { parseArgs } from 'node:util';
import { benchCommand } from './commands/bench.ts';
import { compileCommand } from './commands/compile.ts';
import { exportCommand } from './commands/export.ts';
import { importCommand } from './commands/import.ts';
import { testCommand } from './commands/test.ts';
import { consoleOutput, EXIT_ERROR, type Output } from './io.ts';

export const USAGE = `plcsim — the PLC IO Simulator compiler and VM from a terminal

Usage:
  plcsim compile <project.json>                      check a project; diagnostics as 'rung N: …' / 'line:col: …'
  plcsim import <file.txt|file.st> [--tags vars.st] [-o project.json]
                                                     Rockwell neutral-text rungs or Structured Text to a project
  plcsim export <project.json>                       the project's rungs as neutral text
  plcsim test <project.json> [--sequence steps.json] [--json] [--keep-going]
                                                     run the project's test sequence
  plcsim bench [--quick]                             the engine benchmark (B1, B2)

Exit codes: 0 success, 1 a sequence step failed, 2 errors (usage, files, compile, precheck).`;

/** Runs one CLI invocation; resolves to the exit code. */
export async function main(argv: readonly string[], output: Output = consoleOutput): Promise<number> {
  const [command, ...rest] = argv;
  let parsed;
  try {
    parsed = parseArgs({
      args: [...rest],
      allowPositionals: true,
      options: {
        tags: { type: 'string' },
        output: { type: 'string', short: 'o' },
        sequence: { type: 'string' },
        json: { type: 'boolean' },
        'keep-going': { type: 'boolean' },
        quick: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${USAGE}`);
    return EXIT_ERROR;
  }
  const { values, positionals } = parsed;
  if (
    values.help ||
    command === undefined ||
    command === 'help' ||
    command === '--help' ||
    command === '-h'
  ) {
    output.out(USAGE);
    return command === undefined ? EXIT_ERROR : 0;
  }
  const file = positionals[0];
  const needsFile = (run: (path: string) => Promise<number>) => {
    if (file === undefined) {
      output.err(`plcsim ${command}: missing file argument\n\n${USAGE}`);
      return Promise.resolve(EXIT_ERROR);
    }
    return run(file);
  };
  switch (command) {
    case 'compile':
      return needsFile((path) => compileCommand(path, output));
    case 'import':
      return needsFile((path) => importCommand(path, { tags: values.tags, output: values.output }, output));
    case 'export':
      return needsFile((path) => exportCommand(path, output));
    case 'test':
      return needsFile((path) =>
        testCommand(
          path,
          { sequence: values.sequence, json: values.json, keepGoing: values['keep-going'] },
          output,
        ),
      );
    case 'bench':
      return benchCommand({ quick: values.quick ?? false }, output);
    default:
      output.err(`plcsim: unknown command "${command}"\n\n${USAGE}`);
      return EXIT_ERROR;
  }
}
