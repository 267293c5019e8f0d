import { loadEngine } from '@plcsim/engine-wasm/node';
import { compileProject, runSequence, type SequenceResult, type SequenceStep } from '@plcsim/compiler';
import { EXIT_ERROR, EXIT_FAILED, EXIT_OK, formatDiagnostic, readText, type Output } from '../io.ts';
import { readProject } from '../readProject.ts';

export interface TestOptions {
  /** A JSON file with the steps (an array, or an object with `sequence`) instead of the project's. */
  sequence?: string | undefined;
  json?: boolean | undefined;
  keepGoing?: boolean | undefined;
}

async function readSteps(path: string): Promise<{ steps: SequenceStep[] } | { error: string }> {
  const file = await readText(path);
  if ('error' in file) return file;
  try {
    const json: unknown = JSON.parse(file.text);
    const steps = Array.isArray(json) ? json : (json as { sequence?: unknown } | null)?.sequence;
    if (!Array.isArray(steps))
      return { error: `${path}: expected an array of steps or { "sequence": [...] }` };
    return { steps: steps as SequenceStep[] };
  } catch (error) {
    return { error: `${path} is not valid JSON: ${(error as Error).message}` };
  }
}

/**
 * `plcsim test <project.json>`: runs the sequence. Exit 0 when every step passes, 1 when a step
 * fails, 2 on compile or precheck errors.
 */
export async function testCommand(path: string, options: TestOptions, output: Output): Promise<number> {
  const read = await readProject(path);
  if ('errors' in read) {
    read.errors.forEach((e) => output.err(e));
    return EXIT_ERROR;
  }
  let steps = read.project.sequence;
  if (options.sequence) {
    const loaded = await readSteps(options.sequence);
    if ('error' in loaded) {
      output.err(loaded.error);
      return EXIT_ERROR;
    }
    steps = loaded.steps;
  }
  const { program, diagnostics } = compileProject(read.project);
  if (!program) {
    diagnostics.forEach((d) => output.err(formatDiagnostic(d)));
    return EXIT_ERROR;
  }
  if (steps.length === 0) {
    output.out(`${path}: compiles, but has no sequence steps to run.`);
    return EXIT_OK;
  }
  const engine = await loadEngine();
  const result = runSequence(engine, read.project, program, {
    steps,
    keepGoing: options.keepGoing ?? false,
    snapshot: options.json ?? false,
  });
  if (options.json) output.out(JSON.stringify(jsonReport(result, steps), null, 2));
  else printReport(result, steps, output);
  if (result.precheckErrors.length > 0) return EXIT_ERROR;
  return result.passed ? EXIT_OK : EXIT_FAILED;
}

function jsonReport(result: SequenceResult, steps: readonly SequenceStep[]) {
  return {
    passed: result.passed,
    message: result.message,
    precheckErrors: result.precheckErrors,
    traps: result.traps,
    warnings: result.warnings,
    steps: result.steps.map((s) => ({
      step: s.index + 1,
      description: steps[s.index]?.description ?? '',
      status: s.status,
      ...(s.status === 'fail'
        ? { tagName: s.tagName, expected: s.expected, actual: s.actual, message: s.message }
        : {}),
      scans: s.scans,
      ...(s.values ? { values: s.values } : {}),
    })),
  };
}

function printReport(result: SequenceResult, steps: readonly SequenceStep[], output: Output): void {
  result.precheckErrors.forEach((e) => output.err(e));
  for (const step of result.steps) {
    const label = `Step ${step.index + 1}${steps[step.index]?.description ? ` (${steps[step.index]?.description})` : ''}`;
    if (step.status === 'pass') output.out(`✓ ${label}`);
    else if (step.status === 'fail') output.out(`✗ ${label}: ${step.message}`);
    else output.out(`· ${label}: not run`);
  }
  result.traps.forEach((t) => output.err(t));
  result.warnings.forEach((w) => output.err(`warning: ${w}`));
  output.out(result.message);
}
