import { compileProjectWith, importNeutralText, type Project } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { compilesSubroutines, loadedStCompiler, loadStCompiler } from './stCompilerLoader.ts';

/** `JSR(Calc);` in Structured Text, into the Structured Text subroutine Calc. */
const withRoutine = (): Project => ({
  ...importNeutralText('XIC(DI0)OTE(DO0);', { projectName: 'Calc' }).project,
  programMode: 'ST',
  stSource: 'JSR(Calc);',
  routines: [{ uuid: 'r-calc', name: 'Calc', language: 'ST', rungs: [], stSource: 'DO0 := DI0;' }],
});

describe('the Structured Text compiler, imported on demand (issue 25: subroutines apart)', () => {
  it('imports the plain compiler first, then the one with subroutines only when asked', async () => {
    expect(loadedStCompiler()).toBeNull();
    const plain = await loadStCompiler();
    expect(compilesSubroutines(plain)).toBe(false);
    expect(loadedStCompiler()).toBe(plain);
    // The plain compiler compiles no subroutines: a program with them is refused, not miscompiled.
    const refused = compileProjectWith(withRoutine(), {}, plain, null);
    expect(refused.program).toBeNull();
    expect(refused.diagnostics[0]?.message).toMatch(/^Internal compiler error: .*compiles no subroutines/);

    const full = await loadStCompiler(true);
    expect(compilesSubroutines(full)).toBe(true);
    expect(full).not.toBe(plain);
    const compiled = compileProjectWith(withRoutine(), {}, full, null);
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.program?.routines?.map((routine) => routine.name)).toEqual(['Calc']);
    // From now on the page has the one with subroutines, and gives it for every project.
    expect(loadedStCompiler()).toBe(full);
    expect(await loadStCompiler()).toBe(full);
  });
});
