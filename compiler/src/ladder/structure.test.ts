import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { parseProjectDocument } from '../model/schema.ts';
import { ProjectBuilder } from './validate.fixtures.ts';
import { ladderStructure, MAX_BRANCH_NESTING } from './structure.ts';
import { validateLadder } from './validate.ts';

const at = (message: string, rung: number, elementId: string) => ({ message, rung, elementId });

/**
 * The reviewer's document: a branch whose two legs are the same rung, whose one element is the next
 * such branch, `depth` levels down. 2^depth paths through a few hundred bytes per level.
 */
function sharedLegChain(depth: number) {
  const b = new ProjectBuilder();
  const start = b.tag('Start');
  const lamp = b.tag('Lamp');
  let element = b.instr('XIC', start);
  for (let level = 0; level < depth; level++) {
    const leg = `leg-${level}`;
    b.project.rungMap[leg] = { uuid: leg, elements: [element] };
    const branch = `branch-${level}`;
    b.project.branchMap[branch] = { uuid: branch, rungs: [leg, leg] };
    element = branch;
  }
  b.rung(element, b.instr('OTE', lamp));
  return b.build();
}

describe('ladderStructure: a tree', () => {
  it('finds nothing wrong in nested branches where everything appears once', () => {
    const b = new ProjectBuilder();
    const start = b.tag('Start');
    b.rung(b.branch([b.instr('XIC', start)], [b.branch([b.instr('XIO', start)], [])]), b.instr('OTE', start));
    b.rung(b.instr('XIC', start));
    expect(ladderStructure(b.build())).toEqual([]);
  });

  it(`accepts branches nested ${MAX_BRANCH_NESTING} deep and refuses one more level`, () => {
    const nested = (levels: number) => {
      const b = new ProjectBuilder();
      let element = b.instr('XIC', b.tag('Start'));
      for (let i = 0; i < levels; i++) element = b.branch([element], []);
      b.rung(element);
      return b;
    };
    expect(ladderStructure(nested(MAX_BRANCH_NESTING).build())).toEqual([]);
    const deeper = nested(MAX_BRANCH_NESTING + 1);
    expect(ladderStructure(deeper.build())).toEqual([
      at(`Branches are nested more than ${MAX_BRANCH_NESTING} deep (rung 0)`, 0, expect.any(String)),
    ]);
  });

  it('refuses 20 000 levels of nesting with one message and without overflowing', () => {
    const b = new ProjectBuilder();
    let element = b.instr('XIC', null);
    for (let i = 0; i < 20_000; i++) element = b.branch([element]);
    b.rung(element);
    expect(ladderStructure(b.build()).map((p) => p.message)).toEqual([
      `Branches are nested more than ${MAX_BRANCH_NESTING} deep (rung 0)`,
    ]);
  });
});

describe('ladderStructure: reuse and cycles', () => {
  it('refuses the same rung as both legs of a branch, chained 30 deep, at once', () => {
    const project = sharedLegChain(30);
    expect(ladderStructure(project)).toEqual(
      Array.from({ length: 30 }, (_, level) => level).map((level) =>
        at(`Rung "leg-${level}" is used more than once (rung 0)`, 0, `branch-${level}`),
      ),
    );
  });

  it('refuses a leg shared by two branches, in whichever rung it comes second', () => {
    const b = new ProjectBuilder();
    const start = b.tag('Start');
    const first = b.branch([b.instr('XIC', start)], []);
    b.rung(first);
    const second = b.branch([b.instr('XIO', start)]);
    b.project.branchMap[second]?.rungs.push(`${first}/leg-0`);
    b.rung(second);
    expect(ladderStructure(b.build())).toEqual([
      at(`Rung "${first}/leg-0" is used more than once (rung 1)`, 1, second),
    ]);
  });

  it('refuses a main rung listed twice, a branch used twice and an instruction used twice', () => {
    const b = new ProjectBuilder();
    const start = b.tag('Start');
    const contact = b.instr('XIC', start);
    const branch = b.branch([b.instr('XIO', start)], []);
    const rung = b.rung(contact, branch);
    b.rung(contact, branch);
    b.project.rungs.push(rung);
    expect(ladderStructure(b.build())).toEqual([
      at(`Instruction "${contact}" is used more than once (rung 1)`, 1, contact),
      at(`Branch "${branch}" is used more than once (rung 1)`, 1, branch),
      at(`Rung "${rung}" is used more than once (rung 2)`, 2, rung),
    ]);
  });

  it('refuses a branch inside one of its own legs', () => {
    const b = new ProjectBuilder();
    const branch = b.branch([b.instr('XIC', null)], []);
    b.rung(branch);
    b.project.rungMap[`${branch}/leg-1`]?.elements.push(branch);
    expect(ladderStructure(b.build())).toEqual([
      at(`Branch "${branch}" contains itself (rung 0)`, 0, branch),
    ]);
  });

  it('refuses a branch whose leg is the main rung holding it', () => {
    const b = new ProjectBuilder();
    const branch = b.branch([b.instr('XIC', null)]);
    const rung = b.rung(branch);
    b.project.branchMap[branch]?.rungs.push(rung);
    expect(ladderStructure(b.build())).toEqual([
      at(`Branch "${branch}" contains itself (rung 0)`, 0, branch),
    ]);
  });

  it('refuses a main rung that is also a leg of a branch elsewhere', () => {
    const b = new ProjectBuilder();
    const branch = b.branch([b.instr('XIC', null)]);
    b.rung(branch);
    const other = b.rung(b.instr('XIO', null));
    b.project.branchMap[branch]?.rungs.push(other);
    expect(ladderStructure(b.build())).toEqual([
      at(`Rung "${other}" is a main rung and also a branch leg (rung 0)`, 0, branch),
    ]);
  });

  it('leaves dangling ids to validation and never throws on garbage', () => {
    const garbage: unknown[] = [null, 7, 'x', [], {}, { rungs: 'r', rungMap: [] }];
    garbage.push({ rungs: ['r', 5, null], rungMap: { r: { elements: ['gone', 3, {}] } }, branchMap: null });
    garbage.push({ rungs: ['r'], rungMap: { r: { elements: ['b'] } }, branchMap: { b: { rungs: 'r' } } });
    for (const input of garbage) expect(ladderStructure(input)).toEqual([]);
  });
});

describe('the tree shape everywhere a document comes in', () => {
  it('validateLadder reports the reuse, on the element, instead of walking every path', () => {
    expect(validateLadder(sharedLegChain(30))[0]).toEqual({
      source: 'ladder',
      severity: 'error',
      message: 'Rung "leg-0" is used more than once (rung 0)',
      rung: 0,
      elementId: 'branch-0',
    });
  });

  it('compileProject refuses shared-leg chains 30 and 40 deep with diagnostics, never a program', () => {
    const thirty = compileProject(sharedLegChain(30), { trackPower: true });
    expect(thirty.program).toBeNull();
    expect(thirty.diagnostics).toHaveLength(30);
    const forty = compileProject(sharedLegChain(40));
    expect(forty.program).toBeNull();
    expect(forty.diagnostics.map((d) => d.message)).toContain(
      `Branches are nested more than ${MAX_BRANCH_NESTING} deep (rung 0)`,
    );
  });

  it('parseProjectDocument refuses it with the messages', () => {
    const { project, errors } = parseProjectDocument(JSON.parse(JSON.stringify(sharedLegChain(3))));
    expect(project).toBeNull();
    expect(errors).toEqual([
      'Rung "leg-0" is used more than once (rung 0)',
      'Rung "leg-1" is used more than once (rung 0)',
      'Rung "leg-2" is used more than once (rung 0)',
    ]);
  });

  it('parseProjectDocument still accepts a tree', () => {
    const b = new ProjectBuilder();
    b.rung(b.branch([b.instr('XIC', b.tag('Start'))], []));
    expect(parseProjectDocument(b.build()).errors).toEqual([]);
  });
});
