import { describe, expect, it } from 'vitest';
import { parseVarBlocks } from '../iec/varBlock.ts';
import type { Project } from '../model/project.ts';
import { importNeutralText } from './import.ts';
import { childOf, counterIds, fixture, integrityProblems, rungInstructions, tagNamed } from './testing.ts';

const typesOf = (project: Project): Record<string, string> =>
  Object.fromEntries(Object.values(project.tagMap).map((t) => [t.name, t.data_type]));

describe('importNeutralText on bench B1', () => {
  const { declarations } = parseVarBlocks(fixture('b1-tags.st'));
  const { project, diagnostics } = importNeutralText(fixture('b1-ladder.txt'), {
    declarations,
    newId: counterIds(),
  });

  it('builds 200 rungs with the declared tags and no diagnostics', () => {
    expect(diagnostics).toEqual([]);
    expect(project.rungs).toHaveLength(200);
    expect(Object.keys(project.tagMap)).toHaveLength(201);
    expect(Object.keys(project.childTagMap)).toHaveLength(200);
    expect(Object.values(project.tagMap).filter((t) => t.data_type === 'TIMER')).toHaveLength(20);
    expect(Object.values(project.tagMap).filter((t) => t.data_type === 'COUNTER')).toHaveLength(20);
    expect(Object.values(project.tagMap).filter((t) => t.data_type === 'DINT')).toHaveLength(60);
    expect(Object.values(project.tagMap).filter((t) => t.data_type === 'BOOL')).toHaveLength(101);
    expect(integrityProblems(project)).toEqual([]);
  });

  it('fills the project fields', () => {
    expect(project).toMatchObject({
      projectName: 'Imported Project',
      scene: 'EMPTY',
      sceneVars: {},
      description: '',
      sequence: [],
      stSource: '',
    });
  });

  it('keeps declared values and writes presets to PRE', () => {
    expect(tagNamed(project, 'K_0').value).toBe(1);
    expect(tagNamed(project, 'LIM_19').value).toBe(22);
    expect(childOf(project, 'T_0', 'PRE').value).toBe(1000);
    expect(childOf(project, 'T_0', 'ACC').value).toBe(0);
    expect(childOf(project, 'C_0', 'PRE').value).toBe(5);
    expect(childOf(project, 'C_0', 'CU').value).toBe(0);
  });

  it('maps branches and operands to the model', () => {
    const rung0 = project.rungMap[project.rungs[0] ?? ''];
    const branch = project.branchMap[rung0?.elements[0] ?? ''];
    expect(branch?.rungs).toHaveLength(2);
    const legTags = branch?.rungs.map(
      (leg) => project.instructionMap[project.rungMap[leg]?.elements[0] ?? '']?.tag,
    );
    expect(legTags).toEqual([tagNamed(project, 'I0').uuid, tagNamed(project, 'M1_0').uuid]);
    const [xio, ote] = rungInstructions(project, 0);
    expect(xio).toMatchObject({ type: 'XIO', tag: childOf(project, 'T_0', 'DN').uuid });
    expect(xio?.ref).toBeUndefined();
    expect(ote).toMatchObject({ type: 'OTE', tag: tagNamed(project, 'M1_0').uuid });

    expect(rungInstructions(project, 1)[1]).toMatchObject({
      type: 'TON',
      tag: tagNamed(project, 'T_0').uuid,
    });
    expect(rungInstructions(project, 3)[1]).toEqual({
      uuid: expect.any(String),
      type: 'ADD',
      tag: null,
      ref: {
        SrcA: childOf(project, 'C_0', 'ACC').uuid,
        SrcB: tagNamed(project, 'K_0').uuid,
        Dest: tagNamed(project, 'Z_0').uuid,
      },
    });
    expect(rungInstructions(project, 4)[0]?.ref).toEqual({
      SrcA: tagNamed(project, 'Z_0').uuid,
      SrcB: tagNamed(project, 'LIM_0').uuid,
    });
    expect(rungInstructions(project, 7)[1]).toMatchObject({
      type: 'RES',
      tag: tagNamed(project, 'C_0').uuid,
    });
  });

  it('infers the same types without the declarations', () => {
    const inferred = importNeutralText(fixture('b1-ladder.txt'), { newId: counterIds() });
    expect(inferred.diagnostics).toEqual([]);
    expect(typesOf(inferred.project)).toEqual(typesOf(project));
    expect(tagNamed(inferred.project, 'K_0').value).toBe(0);
    expect(childOf(inferred.project, 'T_3', 'PRE').value).toBe(1000);
  });

  it('is deterministic with a deterministic id source', () => {
    const again = importNeutralText(fixture('b1-ladder.txt'), { declarations, newId: counterIds() });
    expect(again.project).toEqual(project);
  });
});

describe('importNeutralText type inference', () => {
  const infer = (text: string): Record<string, string> => {
    const { project, diagnostics } = importNeutralText(text, { newId: counterIds() });
    expect(diagnostics).toEqual([]);
    expect(integrityProblems(project)).toEqual([]);
    return typesOf(project);
  };

  it('makes the first operand of TON/TOF/RTO a TIMER and of CTU/CTD a COUNTER', () => {
    expect(infer('TON(A,1,0);TOF(B,1,0);RTO(C,1,0);CTU(D,1,0);CTD(E,1,0);')).toEqual({
      A: 'TIMER',
      B: 'TIMER',
      C: 'TIMER',
      D: 'COUNTER',
      E: 'COUNTER',
    });
  });

  it('makes RES a TIMER unless a counter instruction uses the name, even later', () => {
    expect(infer('XIC(A)RES(R);')).toEqual({ A: 'BOOL', R: 'TIMER' });
    expect(infer('XIC(C.DN)RES(C);XIC(A)CTU(C,3,0);')).toEqual({ C: 'COUNTER', A: 'BOOL' });
  });

  it('infers TIMER or COUNTER from members', () => {
    expect(infer('XIC(T.EN)XIC(U.TT)XIC(X.DN)GRT(W.PRE,1)OTE(Z);')).toEqual({
      T: 'TIMER',
      U: 'TIMER',
      X: 'TIMER',
      W: 'TIMER',
      Z: 'BOOL',
    });
    expect(infer('XIC(K.CU)XIC(L.CD)XIC(M.OV)XIC(N.UN)OTE(Z);')).toEqual({
      K: 'COUNTER',
      L: 'COUNTER',
      M: 'COUNTER',
      N: 'COUNTER',
      Z: 'BOOL',
    });
    expect(infer('GRT(Q.ACC,5)OTE(Z);XIC(A)CTD(Q,10,0);')).toEqual({ Q: 'COUNTER', Z: 'BOOL', A: 'BOOL' });
  });

  it('makes contact, coil and one-shot operands BOOL and math, move and compare operands DINT', () => {
    expect(infer('XIC(A)XIO(B)ONS(C)OSR(D,E)OSF(F,G)OTE(H)OTL(I)OTU(J);')).toEqual(
      Object.fromEntries([...'ABCDEFGHIJ'].map((n) => [n, 'BOOL'])),
    );
    expect(infer('ADD(A,B,C)SUB(D,1,E)MUL(2,F,G)DIV(H,I,J)MOD(K,L,M)MOV(N,O)EQU(P,Q)LEQ(R,S);')).toEqual(
      Object.fromEntries([...'ABCDEFGHIJKLMNOPQRS'].map((n) => [n, 'DINT'])),
    );
  });

  it('creates missing counter members such as OV on demand', () => {
    const { project } = importNeutralText('XIC(C.OV)OTE(Z);', { newId: counterIds() });
    expect(childOf(project, 'C', 'OV')).toMatchObject({ data_type: 'BOOL', value: 0 });
    expect(tagNamed(project, 'C').children).toHaveLength(6);
  });

  it('keeps the type of the first use and reports uses that do not fit', () => {
    const { project, diagnostics } = importNeutralText('XIC(X)OTE(Y);\nADD(X,1,Y);', { newId: counterIds() });
    expect(typesOf(project)).toEqual({ X: 'BOOL', Y: 'BOOL' });
    const add = rungInstructions(project, 1)[0];
    expect(add?.ref).toEqual({
      SrcA: tagNamed(project, 'X').uuid,
      SrcB: 1,
      Dest: tagNamed(project, 'Y').uuid,
    });
    expect(diagnostics).toEqual([
      {
        source: 'ladder',
        message: 'Tag "X" is BOOL, but ADD needs a DINT tag (rung 1)',
        rung: 1,
        elementId: add?.uuid,
        line: 2,
        col: 5,
        severity: 'error',
      },
      {
        source: 'ladder',
        message: 'Tag "Y" is BOOL, but ADD needs a DINT tag (rung 1)',
        rung: 1,
        elementId: add?.uuid,
        line: 2,
        col: 9,
        severity: 'error',
      },
    ]);
  });
});

describe('importNeutralText with declared tags', () => {
  it('keeps the declared type and value and reports a conflicting use', () => {
    const { declarations } = parseVarBlocks('VAR N : DINT := 5; END_VAR');
    const { project, diagnostics } = importNeutralText('XIC(A)TON(N,1000,0);', {
      declarations,
      newId: counterIds(),
    });
    expect(typesOf(project)).toEqual({ N: 'DINT', A: 'BOOL' });
    expect(tagNamed(project, 'N').value).toBe(5);
    expect(diagnostics.map((d) => [d.message, d.line, d.col])).toEqual([
      ['Tag "N" is DINT, but TON needs a TIMER tag (rung 0)', 1, 11],
    ]);
  });

  it('uses the tags of a given project by name, then alias, case-insensitively, without changing it', () => {
    const base = importNeutralText('XIC(DI0)OTE(DO0);', { newId: counterIds() }).project;
    const di0 = tagNamed(base, 'DI0');
    base.tagMap[di0.uuid] = { ...di0, alias: 'PB1' };
    const snapshot = structuredClone(base);
    let n = 0;
    const { project, diagnostics } = importNeutralText('XIC(pb1)XIO(di0)OTE(Do0);', {
      project: base,
      newId: () => `new${++n}`,
    });
    expect(diagnostics).toEqual([]);
    expect(base).toEqual(snapshot);
    expect(Object.keys(project.tagMap)).toEqual(Object.keys(base.tagMap));
    expect(rungInstructions(project, 0).map((i) => i.tag)).toEqual([
      di0.uuid,
      di0.uuid,
      tagNamed(base, 'DO0').uuid,
    ]);
    expect(project.rungs).toEqual(['new1']);
    expect(di0.io_symbol).toBe('NO_PUSHBUTTON');
    expect(tagNamed(base, 'DO0').io_symbol).toBe('INDICATOR');
  });

  it('replaces the ladder of a given project, or appends with `append`', () => {
    const ids = counterIds();
    const base = importNeutralText('XIC(A)OTE(B);', { newId: ids, projectName: 'Mine' }).project;
    const replaced = importNeutralText('XIC(B)OTE(C);', { project: base, newId: ids }).project;
    expect(replaced.projectName).toBe('Mine');
    expect(replaced.rungs).toHaveLength(1);
    expect(integrityProblems(replaced)).toEqual([]);
    const appended = importNeutralText('XIC(B)OTE(C);', { project: base, newId: ids, append: true }).project;
    expect(appended.rungs).toHaveLength(2);
    expect(appended.rungs[0]).toBe(base.rungs[0]);
    expect(integrityProblems(appended)).toEqual([]);
  });
});

describe('importNeutralText diagnostics', () => {
  const messages = (text: string): string[] =>
    importNeutralText(text, { newId: counterIds() }).diagnostics.map((d) => d.message);

  it('reports unsupported instructions and wrong operand counts', () => {
    expect(messages('XIC(A)FOO(B)OTE(C);')).toEqual([
      'Unknown or unsupported instruction type "FOO" (rung 0)',
    ]);
    expect(messages('XIC(A,B)TON(T,5);')).toEqual([
      'XIC expects 1 operand, got 2 (rung 0)',
      'TON expects 3 operands, got 2 (rung 0)',
    ]);
  });

  it('reports constants where a tag is needed and tags where a constant is needed', () => {
    expect(messages('XIC(1)ADD(A,B,2)TON(T,P,0);')).toEqual([
      'Operand 1 of XIC must be a tag, got 1 (rung 0)',
      'Operand 3 of ADD must be a tag, got 2 (rung 0)',
      'Operand 2 of TON must be an integer constant, got P (rung 0)',
    ]);
  });

  it('reports bad members and out-of-range constants', () => {
    expect(messages('XIC(A)XIC(A.DN)XIC(T.FOO)TON(T,1,0)MOV(3000000000,X);')).toEqual([
      'Tag "A" is BOOL and has no members (rung 0)',
      'Unknown member "FOO" of TIMER "T" (rung 0)',
      'Constant 3000000000 is out of DINT range (rung 0)',
    ]);
  });

  it('warns when two instructions give one timer different presets; the last one wins', () => {
    const { project, diagnostics } = importNeutralText('TON(T,100,0);\nRTO(T,200,0);', {
      newId: counterIds(),
    });
    expect(diagnostics).toMatchObject([
      {
        message: 'Timer "T" PRE 200 replaces 100 set by an earlier instruction (rung 1)',
        severity: 'warning',
        line: 2,
        col: 7,
      },
    ]);
    expect(childOf(project, 'T', 'PRE').value).toBe(200);
  });

  it('reports syntax errors and still imports the other rungs', () => {
    const { project, diagnostics } = importNeutralText('XIC(A)OTE(B);\nXIC(A OTE(B);\nXIO(A)OTE(C);');
    expect(diagnostics).toMatchObject([{ message: "Expected ')', got 'OTE'", rung: 1, line: 2, col: 7 }]);
    expect(project.rungs).toHaveLength(2);
  });
});
