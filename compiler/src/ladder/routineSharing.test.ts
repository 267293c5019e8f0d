/** A rung, branch or instruction listed by two routines is an error naming both (routineSharing.ts). */
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { parseProjectDocument } from '../model/schema.ts';
import type { Project } from '../model/project.ts';
import { add, branch, ote, project as build, rung, xic } from '../reference/builders.ts';
import { jsr, routine, stRoutine } from '../reference/routineBuilders.ts';

/** Main: `XIC(Go)JSR(Fill)`, `XIC(Go)OTE(Lamp)`; Fill: `ADD(N,1,N)`, `[XIC(A),XIC(B)]OTE(C)`. */
function program(): Project {
  return build(
    rung(xic('Go'), jsr('Fill')),
    rung(xic('Go'), ote('Lamp')),
    routine('Fill', rung(add('N', 1, 'N')), rung(branch([xic('A')], [xic('B')]), ote('C'))),
  );
}

const errors = (p: Project) =>
  compileProject(p)
    .diagnostics.filter((d) => d.severity !== 'warning')
    .map((d) => `${d.routine ?? 'main'}: ${d.message}`);

describe('ids shared by two routines', () => {
  it('compiles the program as built', () => {
    expect(errors(program())).toEqual([]);
  });

  it('reports a Main Routine rung listed by a subroutine too, with both routines and rung numbers', () => {
    const p = program();
    const fill = p.routines?.[0];
    const lampRung = p.rungs[1] as string;
    fill?.rungs.push(lampRung);
    const result = compileProject(p);
    expect(result.program).toBeNull();
    expect(errors(p)).toEqual([
      `Fill: Rung "${lampRung}" is listed by both MainRoutine (rung 1) and Fill (rung 2): a rung belongs to one routine`,
    ]);
  });

  it('reports a rung listed by two subroutines, and a branch or an instruction two routines share', () => {
    const p = build(
      rung(xic('Go'), jsr('Fill'), jsr('Drain')),
      routine('Fill', rung(add('N', 1, 'N')), rung(branch([xic('A')], [xic('B')]), ote('C'))),
      routine('Drain', rung(xic('Go'), ote('D'))),
    );
    const [fill, drain] = p.routines ?? [];
    const addRung = fill?.rungs[0] as string;
    const branchRung = fill?.rungs[1] as string;
    const [sharedBranch, coil] = p.rungMap[branchRung]?.elements ?? [];
    drain?.rungs.unshift(addRung);
    p.rungMap[drain?.rungs[1] as string]?.elements.push(sharedBranch as string);
    p.rungMap[p.rungs[0] as string]?.elements.push(coil as string);
    expect(errors(p)).toEqual([
      `Fill: Instruction "${coil}" is listed by both MainRoutine (rung 0) and Fill (rung 1): an instruction belongs to one routine`,
      `Drain: Rung "${addRung}" is listed by both Fill (rung 0) and Drain (rung 0): a rung belongs to one routine`,
      `Drain: Branch "${sharedBranch}" is listed by both Fill (rung 1) and Drain (rung 1): a branch belongs to one routine`,
    ]);
  });

  it('reports it in a Structured Text program calling ladder subroutines', () => {
    const p = build(
      rung(xic('Go'), ote('Lamp')),
      routine('Fill', rung(add('N', 1, 'N'))),
      routine('Drain', rung(xic('Go'), ote('D'))),
      stRoutine('Calc', 'N := N + 1;'),
    );
    p.programMode = 'ST';
    p.stSource = 'JSR(Fill);';
    const [fill, drain] = p.routines ?? [];
    drain?.rungs.push(fill?.rungs[0] as string);
    // The Main Routine's ladder does not run in Structured Text: only Fill and Drain are compared.
    expect(errors(p).filter((e) => e.includes('listed by both'))).toEqual([
      `Drain: Rung "${fill?.rungs[0]}" is listed by both Fill (rung 0) and Drain (rung 1): a rung belongs to one routine`,
    ]);
  });

  it('parses (schema and migration) a document with a rung in two routines without a throw', () => {
    const p = program();
    p.routines?.[0]?.rungs.push(p.rungs[0] as string);
    const document = JSON.parse(JSON.stringify(p)) as Record<string, unknown>;
    const { project, errors: parseErrors } = parseProjectDocument(document);
    expect(parseErrors).toEqual([]);
    expect(project && errors(project)).toEqual([
      `Fill: Rung "${p.rungs[0]}" is listed by both MainRoutine (rung 0) and Fill (rung 2): a rung belongs to one routine`,
    ]);
    // An older document (schema version 1, before routines) migrates and parses the same way.
    delete document.schemaVersion;
    expect(() => parseProjectDocument(document)).not.toThrow();
  });
});
