import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportNeutralText, importNeutralText } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { SOLUTIONS } from '@plcsim/content';
import { describe, expect, it } from 'vitest';
import { parseXml, path, rungsOf } from '../../compiler/src/l5x/testing.ts';
import { main } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'plcsim-l5x-'));

async function plcsim(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every reference solution as the file a teacher would export: name → path. */
const files = SOLUTIONS.map((solution, index) => {
  const file = join(dir, `${index}-${solution.problem_id}.json`);
  writeFileSync(file, JSON.stringify(solution));
  return { solution, name: `${solution.problem_id} (${solution.programMode})`, file };
});

describe('plcsim export --l5x over the curriculum’s solutions', () => {
  it('has ladder and Structured Text solutions to export', () => {
    expect(files.filter((f) => f.solution.programMode !== 'ST').length).toBeGreaterThan(0);
    expect(files.filter((f) => f.solution.programMode === 'ST').length).toBeGreaterThan(0);
  });

  it('exports every ladder solution’s rungs so the neutral-text importer reads them back unchanged', async () => {
    for (const { solution, name, file } of files.filter((f) => f.solution.programMode !== 'ST')) {
      const result = await plcsim('export', '--l5x', file);
      expect(result.code, name).toBe(0);
      const texts = rungsOf(parseXml(`${result.out}\n`), 'MainRoutine').map((r) => r.text);
      const { project: original } = parseProjectDocument(solution);
      if (!original) throw new Error(`${name} is not a project`);
      // Read back into the solution's tags (as Studio 5000 reads rungs against the file's tag table):
      // an array or an Add-On Instruction cannot be inferred from a rung alone.
      const back = importNeutralText(texts.join('\n'), { project: original });
      expect(
        back.diagnostics.filter((d) => d.severity !== 'warning'),
        name,
      ).toEqual([]);
      expect(exportNeutralText(back.project), name).toBe(exportNeutralText(original));
    }
  });

  it('exports every Structured Text solution’s tags, without rungs, and warns that the code stays behind', async () => {
    for (const { name, file } of files.filter((f) => f.solution.programMode === 'ST')) {
      const result = await plcsim('export', '--l5x', file);
      expect(result.code, name).toBe(0);
      const root = parseXml(`${result.out}\n`);
      expect(root.name, name).toBe('RSLogix5000Content');
      expect(path(root, 'Controller', 'Tags').children.length, name).toBeGreaterThan(0);
      expect(rungsOf(root), name).toEqual([]);
      expect(result.err, name).toMatch(/^warning: The Structured Text program is not exported/);
    }
  });
});
