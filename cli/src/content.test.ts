import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOLUTIONS } from '@plcsim/content';
import { main } from './main.ts';

const content = new URL('../../content/', import.meta.url).pathname;

async function plcsim(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A copy of problem 26 (Hand Signal) in a teacher's own folder, with `changes` written over it. */
function teacherCopy(changes: Record<string, string>): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'plcsim-teacher-')), '26-hand-signal');
  cpSync(join(content, 'problems/26-hand-signal'), dir, { recursive: true });
  for (const [file, text] of Object.entries(changes)) writeFileSync(join(dir, file), text);
  return dir;
}

describe('plcsim content check', () => {
  it('passes a sound folder and prints its mutation scores', async () => {
    const result = await plcsim('content', 'check', teacherCopy({}), '--mutation');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/solution\.ld: mutation score 100 % \(\d+ of \d+ wrong programs caught\)/);
    expect(result.out).toMatch(/1 problem, 2 reference solutions, 0 examples: no faults$/);
  }, 60_000);

  it('reports a test the empty program passes, and a weak test with the wrong programs it lets through', async () => {
    // One step, RED lit with no button: the empty program fails it, but it checks too little.
    const weak = teacherCopy({
      'sequence.md':
        '| Step | START | STOP | RED | YELLOW | GREEN |\n| - | - | - | - | - | - |\n| No button. | 0 | 1 | 1 | 0 | 0 |\n',
    });
    const result = await plcsim('content', 'check', weak, '--mutation');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /26-hand-signal\/sequence\.md:1: the test catches \d+ % of wrong programs, below 85 %:\n {2}passes too: /,
    );
    // GREEN only while START is held: a test that never presses START is passed by no program at all.
    const empty = teacherCopy({
      'sequence.md':
        '| Step | START | STOP | RED | YELLOW | GREEN |\n| - | - | - | - | - | - |\n| Nothing pressed. | 0 | 1 | 0 | 0 | 0 |\n',
      'solution.ld': 'XIC(START)XIC(STOP)OTE(GREEN);\n',
      'solution.st': 'GREEN := START AND STOP;\n',
    });
    const passed = await plcsim('content', 'check', empty);
    expect(passed.code).toBe(1);
    expect(passed.err).toMatch(
      /26-hand-signal\/sequence\.md:1: the starting program \(no rungs\) passes this test: add steps whose outputs need a program/,
    );
  }, 60_000);

  it('prints file:line diagnostics and exits 1 on a broken folder; 2 on a bad usage', async () => {
    const broken = teacherCopy({ 'solution.ld': 'XIC(START)OTE(GREEN);\n' });
    const result = await plcsim('content', 'check', broken);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /^\/.*\/26-hand-signal\/sequence\.md:3: step 1: the reference solution\.ld fails it: Step 1 expected RED \(DO0\) to be 1 but got 0\.$/m,
    );
    expect(result.err).toMatch(/0 problems, 0 reference solutions, 0 examples: 1 fault$/);
    expect((await plcsim('content', 'lint')).code).toBe(2);
    expect((await plcsim('content', 'check', mkdtempSync(join(tmpdir(), 'plcsim-empty-')))).code).toBe(2);
  });

  it("lets plcsim grade take a problem folder: a class graded against a teacher's own problem", async () => {
    const folder = teacherCopy({});
    const classDir = mkdtempSync(join(tmpdir(), 'plcsim-class-'));
    const reference = SOLUTIONS.find((s) => s.problem_id === 'hand-signal' && s.programMode === 'ST');
    writeFileSync(join(classDir, 'ada.json'), JSON.stringify(reference));
    writeFileSync(join(classDir, 'bob.json'), JSON.stringify({ ...reference, stSource: 'GREEN := START;' }));
    const result = await plcsim('grade', '--problem', folder, classDir, '--json');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.out)).toMatchObject({ problem: 'hand-signal', total: 2, passed: 1, failed: 1 });
    const broken = teacherCopy({ 'solution.ld': 'XIC(START)OTE(GREEN);\n' });
    const refused = await plcsim('grade', '--problem', broken, classDir);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(
      /is not a sound problem folder: .*sequence\.md:3: step 1: the reference solution\.ld fails it/,
    );
  });

  it('checks the lessons of a whole content tree against its examples', async () => {
    const tree = mkdtempSync(join(tmpdir(), 'plcsim-tree-'));
    cpSync(join(content, 'problems/26-hand-signal'), join(tree, 'problems/26-hand-signal'), {
      recursive: true,
    });
    mkdirSync(join(tree, 'learn'));
    writeFileSync(
      join(tree, 'learn/01-contacts.md'),
      '---\nunit: 1\ntitle: Contacts\nsummary: Read inputs.\n---\n\n## A contact\n\nText.\n\n::example{number=99}\n',
    );
    const result = await plcsim('content', 'check', tree);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/learn\/01-contacts\.md:11: .*99/);
  });
});
