import { describe, expect, it } from 'vitest';
import { add, branch, counter, osr, project, res, rung, tag, timer, ton, xic, xio } from './builders.ts';
import { formatProject } from './formatProject.ts';

describe('project builder', () => {
  it('resolves names to tag and child ids and builds branches as legs in rungMap', () => {
    const p = project(timer('T1', 250), rung(branch([xic('Start')], [xic('T1.DN')]), xio('Stop'), ton('T1')));
    const [mainId] = p.rungs;
    const main = p.rungMap[mainId ?? ''];
    const [branchId, xioId, tonId] = main?.elements ?? [];
    const legs = p.branchMap[branchId ?? '']?.rungs ?? [];
    expect(legs).toHaveLength(2);
    const dnContact = p.instructionMap[p.rungMap[legs[1] ?? '']?.elements[0] ?? ''];
    const dn = p.childTagMap[dnContact?.tag ?? ''];
    expect(dn?.name).toBe('DN');
    expect(p.tagMap[dn?.parent ?? '']?.name).toBe('T1');
    expect(p.tagMap[p.instructionMap[xioId ?? '']?.tag ?? '']?.data_type).toBe('BOOL');
    expect(p.tagMap[p.instructionMap[tonId ?? '']?.tag ?? '']?.name).toBe('T1');
    expect(formatProject(p)).toContain('0: [XIC(Start),XIC(T1.DN)]XIO(Stop)TON(T1);');
  });

  it('infers undeclared tags and keeps constants in source slots', () => {
    const p = project(rung(add('A', 5, 'Sum'), osr('S', 'O'), ton('T')), rung(xic('C.CU')));
    const types = Object.fromEntries(Object.values(p.tagMap).map((t) => [t.name, t.data_type]));
    expect(types).toEqual({ A: 'DINT', Sum: 'DINT', S: 'BOOL', O: 'BOOL', T: 'TIMER', C: 'COUNTER' });
    const addIns = Object.values(p.instructionMap).find((i) => i.type === 'ADD');
    expect(addIns?.ref?.SrcB).toBe(5);
  });

  it('declares values, presets and counter members', () => {
    const p = project(
      tag('D', 'DINT', -4),
      counter('C', 3, { acc: 2, members: ['ACC', 'PRE', 'DN'] }),
      rung(res('C')),
    );
    const c = Object.values(p.tagMap).find((t) => t.name === 'C');
    expect((c?.children ?? []).map((id) => [p.childTagMap[id]?.name, p.childTagMap[id]?.value])).toEqual([
      ['ACC', 2],
      ['PRE', 3],
      ['DN', 0],
    ]);
    expect(Object.values(p.tagMap).find((t) => t.name === 'D')?.value).toBe(-4);
  });

  it('rejects what it cannot resolve', () => {
    expect(() => project(rung(res('X')))).toThrow(/declare it/);
    expect(() => project(rung(xic('X.DN')))).toThrow(/declare it/);
    expect(() => project(tag('A', 'BOOL'), tag('a', 'BOOL'))).toThrow(/twice/);
  });
});
