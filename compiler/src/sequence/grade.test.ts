import { loadEngine } from '@plcsim/engine-wasm/node';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { parseProjectDocument } from '../model/schema.ts';
import { createEmptyProject } from '../model/emptyProject.ts';
import { importNeutralText } from '../neutral/import.ts';
import { gradingDocument, programFields } from './grade.ts';
import { runSequence } from './runSequence.ts';

/** A program whose Main Routine only calls a subroutine, which does the work. */
const WITH_ROUTINE = `XIC(DI0)JSR(Light,0);
XIO(DI0)OTU(DO0);
ROUTINE Light
SBR()OTL(DO0);
END_ROUTINE
`;

describe('a submission as the server grades it', () => {
  it('keeps its subroutines, so a program that calls one compiles and passes', async () => {
    const { project, diagnostics } = importNeutralText(WITH_ROUTINE, { project: createEmptyProject('Lamp') });
    expect(diagnostics).toEqual([]);
    const problem = {
      problemName: 'Lamp',
      scene: 'EMPTY' as const,
      tagMap: {},
      sequence: [
        { description: 'Press', inputs: [1], outputs: [1], sets: [], checks: [] },
        { description: 'Release', inputs: [0], outputs: [0], sets: [], checks: [] },
      ],
    };
    const submitted = programFields(JSON.parse(JSON.stringify(project)) as Record<string, unknown>);
    expect(Object.keys(submitted)).toContain('routines');
    const graded = parseProjectDocument(gradingDocument(problem, submitted)).project;
    if (!graded) throw new Error('not a project');
    const { program, diagnostics: errors } = compileProject(graded);
    expect(errors.filter((d) => d.severity !== 'warning')).toEqual([]);
    if (!program) throw new Error('no program');
    expect(runSequence(await loadEngine(), graded, program).passed).toBe(true);
  });

  it('keeps its user data types and Add-On Instructions', () => {
    const fields = programFields({
      dataTypes: { Recipe: {} },
      addOnInstructions: [],
      routines: [],
      extra: 1,
    });
    expect(Object.keys(fields).sort()).toEqual(['addOnInstructions', 'dataTypes', 'routines']);
  });
});
