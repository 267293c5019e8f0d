/**
 * Differential test: random ladder programs run on the WebAssembly VM and on the reference interpreter
 * must hold the same value in every tag and member after the pre-scan and after every scan.
 */
import { describe, it } from 'vitest';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import { formatProject } from './formatProject.ts';
import { randomInputNames, randomInputSchedule, randomProject } from './randomProgram.ts';
import { ReferencePlc } from './referenceInterpreter.ts';

const SEEDS = 1000;
const SCANS = 60;

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

/** The first name whose VM value differs from the reference's, or null. */
function firstMismatch(
  reference: ReferencePlc,
  vmGet: (name: string) => number | undefined,
): { name: string; vm: number | undefined; ref: number } | null {
  for (const name of reference.names()) {
    const ref = reference.get(name);
    const vm = vmGet(name);
    if (vm !== ref) return { name, vm, ref };
  }
  return null;
}

describe('VM against the reference interpreter', () => {
  it(`agrees on ${SEEDS} random programs over ${SCANS} scans`, { timeout: 120_000 }, async () => {
    const engine = await loadEngine();
    for (let seed = 1; seed <= SEEDS; seed++) {
      const project = randomProject(seed);
      const { program, diagnostics } = compileProject(project);
      // Random programs write coils twice and leave DNs unread: teaching warnings, not errors.
      if (program === null || diagnostics.some((d) => d.severity !== 'warning')) {
        throw new Error(
          `seed ${seed}: compile failed: ${JSON.stringify(diagnostics)}\n${await programText(project)}`,
        );
      }
      const reference = new ReferencePlc(project);
      const schedule = randomInputSchedule(seed, SCANS, randomInputNames(project));

      const fail = async (when: string, detail: string): Promise<never> => {
        throw new Error(`seed ${seed}, ${when}: ${detail}\n${await programText(project)}`);
      };
      const compare = async (when: string): Promise<void> => {
        const mismatch = firstMismatch(reference, (name) => engine.get(name));
        if (mismatch !== null) {
          const vm = mismatch.vm === undefined ? 'no such tag' : String(mismatch.vm);
          await fail(when, `${mismatch.name}: VM ${vm}, reference ${mismatch.ref}`);
        }
      };

      const loaded = engine.load(program);
      if (!loaded.ok) await fail('load', `trap ${loaded.trap}: ${loaded.message}`);
      await compare('after load');
      const pre = engine.prescan();
      reference.prescan();
      if (!pre.ok) await fail('pre-scan', `trap ${pre.trap}: ${pre.message}`);
      await compare('after pre-scan');

      for (const [scan, step] of schedule.entries()) {
        for (const { name, value } of step.writes) {
          if (!engine.set(name, value)) await fail(`scan ${scan}`, `the VM has no tag ${name}`);
          reference.set(name, value);
        }
        const status = engine.scan(step.dt);
        reference.scan(step.dt);
        if (!status.ok) await fail(`scan ${scan}`, `trap ${status.trap}: ${status.message}`);
        await compare(`scan ${scan} (dt ${step.dt}, inputs ${JSON.stringify(step.writes)})`);
      }
    }
  });
});
