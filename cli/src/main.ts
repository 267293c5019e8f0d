import { parseArgs } from 'node:util';
import { consoleOutput, EXIT_ERROR, type Output } from './io.ts';
// The commands are imported when they run, so `plcsim --help` loads none of the compiler.

export const USAGE = `plcsim — the PLC IO Simulator compiler and VM from a terminal

Usage:
  plcsim compile <project.json>                      check a project; diagnostics as 'rung N: …' / 'line:col: …'
  plcsim import <file.txt|file.st> [--tags vars.st] [--problem <problem>] [-o project.json]
                                                     Rockwell neutral-text rungs or Structured Text to a project;
                                                     with --problem, into that problem: names equal to its
                                                     aliases (START, GREEN) are its I/O tags, ready to grade
  plcsim export [--l5x] <project.json>               the project's rungs as neutral text, or with --l5x
                                                     its tags and main routine as Studio 5000 L5X XML
  plcsim test <project.json> [--sequence steps.json] [--json] [--keep-going]
                                                     run the project's test sequence
  plcsim grade --problem <problem> <project.json|dir> … [--csv|--json]
                                                     grade exported projects against a problem like
                                                     the server: passed, failed or invalid per file
  plcsim content check [folder] [--mutation]         check problem and example folders (docs/content-format.md):
                                                     format, references passing, the test as a grader
  plcsim bench [--quick]                             the engine benchmark (B1, B2)

<problem> is a problem_id (machine-running-light), a problem number (1) or a problem JSON file.

Exit codes: 0 success, 1 a sequence step failed (grade: a file failed or is invalid),
2 errors (usage, files, compile, precheck).`;

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
        csv: { type: 'boolean' },
        l5x: { type: 'boolean' },
        problem: { type: 'string' },
        'keep-going': { type: 'boolean' },
        quick: { type: 'boolean' },
        mutation: { type: 'boolean' },
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
      return needsFile(async (path) => (await import('./commands/compile.ts')).compileCommand(path, output));
    case 'import':
      return needsFile(async (path) =>
        (await import('./commands/import.ts')).importCommand(
          path,
          { tags: values.tags, output: values.output, problem: values.problem },
          output,
        ),
      );
    case 'export':
      return needsFile(async (path) =>
        (await import('./commands/export.ts')).exportCommand(path, { l5x: values.l5x ?? false }, output),
      );
    case 'test':
      return needsFile(async (path) =>
        (await import('./commands/test.ts')).testCommand(
          path,
          { sequence: values.sequence, json: values.json, keepGoing: values['keep-going'] },
          output,
        ),
      );
    case 'grade':
      return (await import('./commands/grade.ts')).gradeCommand(
        positionals,
        { problem: values.problem, csv: values.csv, json: values.json },
        output,
      );
    case 'content':
      return (await import('./commands/content.ts')).contentCommand(
        positionals,
        { mutation: values.mutation },
        output,
      );
    case 'bench':
      return (await import('./commands/bench.ts')).benchCommand({ quick: values.quick ?? false }, output);
    default:
      output.err(`plcsim: unknown command "${command}"\n\n${USAGE}`);
      return EXIT_ERROR;
  }
}
