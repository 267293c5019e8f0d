/**
 * REAL must not change integer code: programs with only BOOL, DINT, TIMER and COUNTER operands compile to
 * exactly the bytecode and initial tag memory they did before REAL existed (the digests below were taken
 * from the emitter before REAL was added).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadB1 } from '../bench/runBench.ts';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import { randomProject } from '../reference/randomProgram.ts';

/** sha256 of the code and the initial values of each project, with and without power tracking. */
function digest(projects: readonly Project[]): string {
  const hash = createHash('sha256');
  for (const project of projects) {
    for (const trackPower of [false, true]) {
      const { program } = compileProject(project, { trackPower });
      if (program === null) throw new Error(`${project.projectName} does not compile`);
      hash.update(new Uint8Array(program.code.buffer, program.code.byteOffset, program.code.byteLength));
      hash.update(
        new Uint8Array(program.initial.buffer, program.initial.byteOffset, program.initial.byteLength),
      );
    }
  }
  return hash.digest('hex');
}

describe('integer ladder code is unchanged by REAL', () => {
  it('B1 compiles to the same code', async () => {
    expect(digest([await loadB1()])).toBe('578beb08844c68c66654312a6b704fd93929e9db020880ec33e3a283111780d5');
  });

  it('300 random integer programs compile to the same code', () => {
    const projects = Array.from({ length: 300 }, (_, i) => randomProject(i + 1));
    expect(digest(projects)).toBe('dd40139f0c06f657659ff3a15700b71616247dc09f848c0189442005b5f6f795');
  });
});
