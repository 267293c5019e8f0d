import { describe, expect, it } from 'vitest';
import { compileProject } from './compile.ts';
import { compileProjectWith, usesStructuredText } from './compileWith.ts';
import { compileLadder } from './ladderCompiler.ts';
import { importNeutralText } from './neutral/import.ts';
import { compileSt } from './st/compileSt.ts';

const lamp = () => importNeutralText('XIC(DI0)OTE(DO0);', {}).project;
const stLamp = () => ({ ...lamp(), programMode: 'ST' as const, stSource: 'DO0 := NOT DI0;' });

describe("compileProjectWith: each language's compiler given, or not", () => {
  it('compiles ladder with the ladder compiler alone, as compileProject does', () => {
    const project = lamp();
    expect(usesStructuredText(project)).toBe(false);
    const without = compileProjectWith(project, { trackPower: true }, null, compileLadder);
    const whole = compileProject(project, { trackPower: true });
    expect(without.diagnostics).toEqual([]);
    expect(Array.from(without.program?.code ?? [])).toEqual(Array.from(whole.program?.code ?? []));
    expect([...without.powerSlots]).toEqual([...whole.powerSlots]);
  });

  it('compiles Structured Text with the one given, as compileProject does', () => {
    expect(usesStructuredText(stLamp())).toBe(true);
    const given = compileProjectWith(stLamp(), {}, compileSt, null);
    expect(given.diagnostics).toEqual([]);
    expect(Array.from(given.program?.code ?? [])).toEqual(
      Array.from(compileProject(stLamp()).program?.code ?? []),
    );
  });

  it('says so, without throwing, when a project in ST comes without the ST compiler', () => {
    expect(compileProjectWith(stLamp(), {}, null, null)).toMatchObject({
      program: null,
      diagnostics: [
        {
          source: 'st',
          severity: 'error',
          message: 'Internal compiler error: the Structured Text compiler was not given.',
        },
      ],
    });
  });

  it('says so when a ladder project comes without the ladder compiler', () => {
    expect(compileProjectWith(lamp(), {}, compileSt, null).diagnostics).toEqual([
      {
        source: 'ladder',
        severity: 'error',
        message: 'Internal compiler error: the ladder compiler was not given.',
      },
    ]);
  });
});
