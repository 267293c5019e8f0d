/**
 * One differential run: a project on the WebAssembly VM and on the reference interpreter, with the same
 * input schedule; every tag and member must hold the same value after load, after the pre-scan and
 * after every scan. REAL values must be the same single (NaN equals NaN; 0 and −0 differ). An array
 * index out of range must stop both at the same scan with the same message and the same tag values;
 * the run ends there.
 */
import { Trap, slotValue, type Engine, type EngineStatus } from '@plcsim/engine-wasm';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import { formatProject } from './formatProject.ts';
import { randomInputNames, randomInputSchedule } from './randomProgram.ts';
import { ReferencePlc } from './referenceInterpreter.ts';

/** The program as Rockwell neutral text when the exporter exists, else our own listing. */
async function programText(project: Project): Promise<string> {
  const specifier = '../neutral/export.ts'; // written separately; may not exist yet
  try {
    const exporter: unknown = await import(/* @vite-ignore */ specifier);
    const fn = (exporter as { exportNeutralText?: unknown }).exportNeutralText;
    if (typeof fn === 'function') {
      const text: unknown = fn(project);
      if (typeof text === 'string') return `${text}\n\nTags and rungs:\n${formatProject(project)}`;
    }
  } catch {
    // no exporter: fall through
  }
  return formatProject(project);
}

/** A tag's value in the VM, read by its type (a REAL slot holds a single's bits). */
function vmValue(engine: Engine, name: string): number | undefined {
  const symbol = engine.symbol(name);
  if (symbol === undefined) return undefined;
  const bits = engine.slots()[symbol.slot];
  return bits === undefined ? undefined : slotValue(bits, symbol.type);
}

/** The first name whose VM value differs from the reference's, or null. */
function firstMismatch(
  reference: ReferencePlc,
  engine: Engine,
): { name: string; vm: number | undefined; ref: number } | null {
  for (const name of reference.names()) {
    const ref = reference.get(name);
    const vm = vmValue(engine, name);
    if (!Object.is(vm, ref)) return { name, vm, ref };
  }
  return null;
}

/** How a differential run ended: null, or the index fault both stopped with. */
export interface DifferentialOutcome {
  fault: string | null;
}

/**
 * Runs `project` (made from `seed`) for `scans` scans on both; throws with the program text on a
 * difference.
 */
export async function runDifferential(
  engine: Engine,
  seed: number,
  project: Project,
  scans: number,
): Promise<DifferentialOutcome> {
  const { program, diagnostics } = compileProject(project);
  // Random programs write coils twice and leave DNs unread: teaching warnings, not errors.
  if (program === null || diagnostics.some((d) => d.severity !== 'warning')) {
    throw new Error(
      `seed ${seed}: compile failed: ${JSON.stringify(diagnostics)}\n${await programText(project)}`,
    );
  }
  const reference = new ReferencePlc(project);
  const schedule = randomInputSchedule(seed, scans, randomInputNames(project));

  const fail = async (when: string, detail: string): Promise<never> => {
    throw new Error(`seed ${seed}, ${when}: ${detail}\n${await programText(project)}`);
  };
  const compare = async (when: string): Promise<void> => {
    const mismatch = firstMismatch(reference, engine);
    if (mismatch !== null) {
      const vm = mismatch.vm === undefined ? 'no such tag' : String(mismatch.vm);
      await fail(when, `${mismatch.name}: VM ${vm}, reference ${mismatch.ref}`);
    }
  };

  /** Both ran the same way: both ok, or both stopped by the same index fault (returned). */
  const sameEnd = async (when: string, vm: EngineStatus, ref: string | null): Promise<string | null> => {
    if (!vm.ok && vm.trap !== Trap.INDEX_RANGE && vm.trap !== Trap.CALL_DEPTH)
      await fail(when, `trap ${vm.trap}: ${vm.message}`);
    if (vm.ok ? ref !== null : vm.message !== ref) {
      await fail(when, `VM ${vm.ok ? 'ran' : `stopped: ${vm.message}`}, reference ${ref ?? 'ran'}`);
    }
    await compare(when);
    return ref;
  };

  const loaded = engine.load(program);
  if (!loaded.ok) await fail('load', `trap ${loaded.trap}: ${loaded.message}`);
  await compare('after load');
  const preFault = await sameEnd('after pre-scan', engine.prescan(), reference.prescan());
  if (preFault !== null) return { fault: preFault };

  for (const [scan, step] of schedule.entries()) {
    for (const { name, value } of step.writes) {
      if (!engine.set(name, value)) await fail(`scan ${scan}`, `the VM has no tag ${name}`);
      reference.set(name, value);
    }
    const when = `scan ${scan} (dt ${step.dt}, inputs ${JSON.stringify(step.writes)})`;
    const fault = await sameEnd(when, engine.scan(step.dt), reference.scan(step.dt));
    if (fault !== null) return { fault };
  }
  return { fault: null };
}
