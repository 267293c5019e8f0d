/**
 * Documents the document fuzzer (model/fuzz) found breaking the compiler, each kept as a case: they
 * now compile, or are refused with a message, and never throw.
 */
import { describe, expect, it } from 'vitest';
import { compileProject } from './compile.ts';
import { ProjectBuilder } from './ladder/validate.fixtures.ts';
import type { Project } from './model/project.ts';
import { parseProjectDocument } from './model/schema.ts';

/** The error messages (teaching warnings, such as a DN never read, are not what these cases are about). */
const messages = (project: Project) =>
  compileProject(project)
    .diagnostics.filter((d) => d.severity !== 'warning')
    .map((d) => d.message);

describe('compileProject on awkward but schema-valid documents', () => {
  it('compiles a branch whose id is an inherited property name of plain objects', () => {
    const b = new ProjectBuilder();
    const start = b.tag('Start');
    const id: string = 'valueOf';
    b.project.branchMap[id] = { uuid: id, rungs: ['leg-a', 'leg-b'] };
    b.project.rungMap['leg-a'] = { uuid: 'leg-a', elements: [b.instr('XIC', start)] };
    b.project.rungMap['leg-b'] = { uuid: 'leg-b', elements: [b.instr('XIO', start)] };
    b.rung(id, b.instr('OTE', b.tag('Lamp')));
    const result = compileProject(b.build());
    expect(result.diagnostics).toEqual([]);
    expect(result.program).not.toBeNull();
  });

  it('ignores a timer child id "__proto__" that childTagMap does not hold', () => {
    const b = new ProjectBuilder();
    const timer = b.timer('T1');
    b.project.tagMap[timer.id]?.children?.push('__proto__');
    b.rung(b.instr('XIC', b.tag('Start')), b.instr('TON', timer.id));
    expect(messages(b.build())).toEqual([]);
  });

  it('refuses, as the spec words it, a child operand the compiler would not place', () => {
    const b = new ProjectBuilder();
    const timer = b.timer('T1');
    const odd = b.child(timer.id, 'NOT_A_MEMBER');
    const contact = b.instr('XIC', odd);
    b.rung(contact, b.instr('OTE', b.tag('Lamp')));
    expect(messages(b.build())).toEqual(['Missing or invalid tag for instruction XIC (rung 0)']);
  });

  it('parseProjectDocument refuses an entry whose uuid is not its key', () => {
    const b = new ProjectBuilder();
    const start = b.tag('Start');
    b.rung(b.instr('XIC', start));
    const tag = b.project.tagMap[start];
    if (tag) tag.uuid = 'somewhere-else';
    expect(parseProjectDocument(b.build()).errors).toEqual([
      'tagMap.tag:Start.uuid: must be "tag:Start", the key it is stored under',
    ]);
  });
});

describe('compileProject on documents that skipped the schema', () => {
  const garbage: [string, unknown][] = [
    ['null', null],
    ['a scene named like a prototype property', { scene: 'constructor', tagMap: {}, rungs: [] }],
    ['a non-string stSource', { programMode: 'ST', stSource: true, tagMap: {} }],
    ['a tag without a name in ST', { programMode: 'ST', stSource: 'x := 1;', tagMap: { a: { uuid: 'a' } } }],
    [
      'an element id that is a deep array',
      { rungs: ['r'], rungMap: { r: { elements: [deepArray(20_000)] } } },
    ],
  ];
  it.each(garbage)('%s: never throws; a program only without errors', (_, document) => {
    const result = compileProject(document as Project, { trackPower: true });
    const errors = result.diagnostics.filter((d) => d.severity !== 'warning');
    expect(result.program === null).toBe(errors.length > 0);
  });
});

function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}
