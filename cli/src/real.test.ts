/** `plcsim import` and `plcsim export` with REAL constants and tags. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Project } from '@plcsim/compiler';
import { main } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'plcsim-cli-real-'));

async function plcsim(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const SCALING =
  'XIC(Run)MUL(Raw,0.1,Level)ADD(Level,-2.5,Level);\nGRT(Level,1.0E-3)OTE(Pump);\nMOV(Level,Count);\n';

describe('plcsim with REAL', () => {
  it('imports REAL constants and tags, compiles, and exports them again', async () => {
    const source = join(dir, 'scaling.txt');
    const output = join(dir, 'scaling.json');
    writeFileSync(source, SCALING);
    const imported = await plcsim('import', source, '-o', output);
    expect(imported).toMatchObject({ code: 0, err: `Wrote ${output}: 3 rungs, 5 tags` });
    expect((await plcsim('compile', output)).code).toBe(0);

    const exported = await plcsim('export', output);
    expect(exported.out).toBe(
      'XIC(Run)MUL(Raw,0.1,Level)ADD(Level,-2.5,Level);\nGRT(Level,0.001)OTE(Pump);\nMOV(Level,Count);',
    );
    const project = JSON.parse((await plcsim('import', source)).out) as Project;
    const types = Object.fromEntries(Object.values(project.tagMap).map((t) => [t.name, t.data_type]));
    expect(types).toEqual({ Run: 'BOOL', Raw: 'REAL', Level: 'REAL', Pump: 'BOOL', Count: 'DINT' });

    const l5x = await plcsim('export', '--l5x', output);
    expect(l5x.code).toBe(0);
    expect(l5x.out).toContain('<Tag Name="Level" TagType="Base" DataType="REAL"');
    expect(l5x.out).toContain('<![CDATA[XIC(Run)MUL(Raw,0.1,Level)ADD(Level,-2.5,Level);]]>');
  });

  it('compile refuses MOD with a REAL operand, with its rung', async () => {
    const source = join(dir, 'mod.txt');
    const output = join(dir, 'mod.json');
    writeFileSync(source, 'MOV(1.5,R);\nDIV(R,2,R);\n');
    expect((await plcsim('import', source, '-o', output)).code).toBe(0);
    const project = JSON.parse((await plcsim('import', source)).out) as Project;
    const div = Object.values(project.instructionMap).find((i) => i.type === 'DIV');
    if (!div) throw new Error('no DIV');
    div.type = 'MOD';
    const modPath = join(dir, 'mod-edited.json');
    writeFileSync(modPath, JSON.stringify(project));
    const compiled = await plcsim('compile', modPath);
    expect(compiled.code).toBe(2);
    expect(compiled.err).toContain('MOD needs DINT operands: use DIV and SUB for REAL values. (rung 1)');
  });
});
