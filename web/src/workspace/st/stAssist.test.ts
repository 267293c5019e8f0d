import { createEmptyProject, createTag, type Project } from '@plcsim/compiler';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assignedTargets,
  createStCommitter,
  liveValueText,
  resolveStSymbol,
  stCompletions,
  stHoverText,
  stSymbols,
} from './stAssist.ts';

/** A project with a BOOL `Start` (alias PB1) and a TIMER `T1`. */
function projectWithTags(): Project {
  const project = createEmptyProject();
  let n = 0;
  const newId = () => `id${++n}`;
  const start = createTag('Start', 'BOOL', 0, newId);
  const timer = createTag('T1', 'TIMER', 0, newId);
  return {
    ...project,
    tagMap: { [start.tag.uuid]: { ...start.tag, alias: 'PB1' }, [timer.tag.uuid]: timer.tag },
    childTagMap: Object.fromEntries(timer.children.map((c) => [c.uuid, c])),
  };
}

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('stSymbols and resolveStSymbol', () => {
  it('lists the tags, then VAR declarations the project lacks', () => {
    const symbols = stSymbols(
      projectWithTags(),
      'VAR Start : DINT; Lamp : BOOL; Delay : TON; Edge : R_TRIG; END_VAR',
    );
    expect(symbols.map((s) => [s.name, s.type, s.origin])).toEqual([
      ['Start', 'BOOL', 'tag'],
      ['T1', 'TIMER', 'tag'],
      ['Lamp', 'BOOL', 'declared'],
      ['Delay', 'TIMER', 'declared'],
      ['Edge', 'R_TRIG', 'declared'],
    ]);
    expect(symbols.find((s) => s.name === 'Delay')?.fb).toBe('TON');
  });

  it('finds by alias first, then name, in any case', () => {
    const symbols = stSymbols(projectWithTags(), '');
    expect(resolveStSymbol(symbols, 'pb1')?.name).toBe('Start');
    expect(resolveStSymbol(symbols, 't1')?.name).toBe('T1');
    expect(resolveStSymbol(symbols, 'nothing')).toBeUndefined();
  });
});

describe('stCompletions', () => {
  it('offers a timer’s members after `T1.`, IEC names too', () => {
    const items = stCompletions(projectWithTags(), '', 'Lamp := T1.');
    expect(labels(items).slice(0, 5)).toEqual(['PRE', 'ACC', 'EN', 'TT', 'DN']);
    expect(labels(items)).toContain('Q');
    expect(items.every((i) => i.kind === 'member')).toBe(true);
  });

  it('offers members of a timer declared in VAR, through an alias, and none for a BOOL', () => {
    const source = 'VAR Delay : TOF; END_VAR';
    expect(labels(stCompletions(projectWithTags(), source, '  x := delay.D'))).toContain('DN');
    expect(labels(stCompletions(projectWithTags(), source, 'PB1.'))).toEqual([]);
    expect(labels(stCompletions(projectWithTags(), source, 'Unknown.'))).toEqual([]);
  });

  it('offers tags, aliases, keywords, calls and the twelve snippets elsewhere', () => {
    const items = stCompletions(projectWithTags(), 'VAR Lamp : BOOL; END_VAR', 'La');
    const all = labels(items);
    expect(all).toEqual(
      expect.arrayContaining(['Start', 'PB1', 'T1', 'Lamp', 'IF', 'END_IF', 'TON', 'LIMIT']),
    );
    expect(items.find((i) => i.label === 'PB1')).toMatchObject({
      kind: 'alias',
      detail: 'BOOL · alias of Start',
    });
    const snippets = items.filter((i) => i.kind === 'snippet');
    expect(snippets.map((s) => s.label).slice(0, 12)).toEqual([
      'IF',
      'IF/ELSIF/ELSE',
      'CASE',
      'WHILE',
      'REPEAT',
      'FOR',
      'TON',
      'TOF',
      'TP',
      'CTU',
      'CTD',
      'RES',
    ]);
    expect(snippets.every((s) => s.snippet === true)).toBe(true);
  });
});

describe('stHoverText', () => {
  const live = (name: string) => ({ START: 1, 'T1.ACC': 250, 'T1.DN': 0 })[name.toUpperCase()];

  it('shows a tag’s type, and its live value only while running', () => {
    expect(stHoverText(projectWithTags(), '', 'Start', null, null)).toEqual(['**Start** (alias PB1) : BOOL']);
    expect(stHoverText(projectWithTags(), '', 'pb1', null, live)).toEqual([
      '**PB1** (alias of Start) : BOOL',
      'Live value: `1`',
    ]);
    expect(stHoverText(projectWithTags(), '', 'T1', null, live)).toEqual([
      '**T1** : TIMER',
      'Live value: ACC `250`, DN `0`',
    ]);
  });

  it('shows a REAL tag’s live value as a REAL with 6 significant digits', () => {
    const project = projectWithTags();
    const level = createTag('Level', 'REAL', 1.5, () => 'id-level');
    const withLevel = { ...project, tagMap: { ...project.tagMap, [level.tag.uuid]: level.tag } };
    const reals = (value: number) => () => value;
    expect(stHoverText(withLevel, '', 'Level', null, reals(Math.fround(1 / 3)))).toEqual([
      '**Level** : REAL',
      'Live value: `0.333333`',
    ]);
    expect(stHoverText(withLevel, '', 'level', null, reals(100))?.[1]).toBe('Live value: `100.0`');
    expect(stHoverText(withLevel, '', 'Level', null, reals(Number.NaN))?.[1]).toBe('Live value: `NaN`');
  });

  it('shows a member’s type and value, a call’s signature, and nothing for other words', () => {
    const acc = stHoverText(projectWithTags(), '', 'ACC', 'T1', live);
    expect(acc?.[0]).toBe('**T1.ACC** : DINT · TIMER member');
    expect(acc).toContain('Live value: `250`');
    expect(stHoverText(projectWithTags(), '', 'ton', null, null)?.[0]).toBe(
      '**TON(Timer, enable [, preset])**',
    );
    expect(stHoverText(projectWithTags(), '', 'Nope', null, null)).toBeNull();
  });
});

describe('arrays in the ST editor', () => {
  const source = 'VAR\n  Level : ARRAY[1..10] OF REAL;\nEND_VAR\nLevel[2] := Data[i] + Data[3];';
  const withData = () => {
    const project = projectWithTags();
    const data = createTag('Data', 'DINT', 0, () => 'id-data');
    return { ...project, tagMap: { ...project.tagMap, 'id-data': { ...data.tag, dimension: 3 } } };
  };

  it('shows an array’s type on hover, and its first elements’ live values while running', () => {
    expect(stHoverText(withData(), source, 'Data', null, null)).toEqual(['**Data** : ARRAY[0..2] OF DINT']);
    const values: Record<string, number> = { 'Level[1]': 0.5, 'Level[2]': 2.5 };
    expect(stHoverText(withData(), source, 'level', null, (name) => values[name] ?? 0)).toEqual([
      '**Level** : ARRAY[1..10] OF REAL',
      'Declared in a VAR block.',
      'Live values: `Level[1] = 0.5, Level[2] = 2.5, Level[3] = 0.0, Level[4] = 0.0, Level[5] = 0.0, Level[6] = 0.0, Level[7] = 0.0, Level[8] = 0.0, …`',
    ]);
  });

  it('shows the live values of elements with a constant index, not of a computed one', () => {
    expect(assignedTargets(source)).toEqual([{ line: 4, names: ['Level[2]', 'Data[3]'] }]);
  });
});

describe('assignedTargets and liveValueText', () => {
  it('finds assignments outside comments, VAR blocks, call inputs and FOR counters', () => {
    const source = [
      'VAR x : DINT := 5; END_VAR',
      'x := x + 1; Lamp := TRUE; x := 2;',
      '// y := 1;',
      '(* z := 1;',
      '   w := 2; *) T1.PRE := 500;',
      'Delay(IN := Start, PT := T#2s);',
      'FOR i := 1 TO 3 DO total := total + i; END_FOR;',
      'IF a THEN b := 1; END_IF;',
    ].join('\n');
    expect(assignedTargets(source)).toEqual([
      { line: 2, names: ['x', 'Lamp'] },
      { line: 5, names: ['T1.PRE'] },
      { line: 7, names: ['total'] },
      { line: 8, names: ['b'] },
    ]);
  });

  it('writes ` // name = value` for the known values', () => {
    const read = (name: string) => ({ x: 1, Lamp: 0 })[name];
    expect(liveValueText(['x', 'Lamp'], read)).toBe(' // x = 1, Lamp = 0');
    expect(liveValueText(['x', 'nope'], read)).toBe(' // x = 1');
    expect(liveValueText(['nope'], read)).toBeNull();
  });

  it('writes a REAL value as a REAL (by the names’ types), other values as integers', () => {
    const read = (name: string) =>
      ({ Level: Math.fround(0.1), Ratio: Math.fround(2 / 3), x: 3, Hot: 1e39 })[name];
    const typeOf = (name: string) => (name === 'x' ? 'DINT' : 'REAL');
    expect(liveValueText(['Level', 'Ratio', 'x', 'Hot'], read, typeOf)).toBe(
      ' // Level = 0.1, Ratio = 0.666667, x = 3, Hot = Infinity',
    );
  });
});

describe('createStCommitter', () => {
  afterEach(() => vi.useRealTimers());

  it('commits once 150 ms after the last edit, only a changed source', () => {
    vi.useFakeTimers();
    let stored = 'a';
    const commit = vi.fn((source: string) => {
      stored = source;
    });
    const committer = createStCommitter(() => stored, commit);
    committer.edited('ab');
    vi.advanceTimersByTime(100);
    committer.edited('abc');
    vi.advanceTimersByTime(149);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('abc');
    // Typed back to what the project holds: nothing to commit.
    committer.edited('abc');
    vi.advanceTimersByTime(200);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('commits at once on flush and drops a waiting edit on cancel', () => {
    vi.useFakeTimers();
    const commit = vi.fn();
    const committer = createStCommitter(() => '', commit);
    committer.edited('x');
    expect(committer.pending).toBe(true);
    committer.flush();
    expect(commit).toHaveBeenCalledWith('x');
    committer.edited('y');
    committer.cancel();
    vi.advanceTimersByTime(500);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(committer.pending).toBe(false);
  });
});

describe('structures in the editor (issue 24)', () => {
  const source = [
    'TYPE Motor : STRUCT Run : BOOL; Speed : REAL; Delay : TIMER; END_STRUCT; END_TYPE',
    'VAR P1 : Motor; Pumps : ARRAY[1..4] OF Motor; END_VAR',
    'P1.Speed := 2.5;',
    'Pumps[2].Run := TRUE;',
    'Pumps[i].Speed := 1.0;',
  ].join('\n');
  const live = (name: string) => ({ 'P1.Speed': 2.5, 'Pumps[2].Run': 1, 'Pumps[2].Delay.ACC': 40 })[name];

  it('lists the members after P1. and Pumps[2]. and the timer members after Pumps[2].Delay.', () => {
    expect(labels(stCompletions(projectWithTags(), source, 'x := P1.'))).toEqual(['Run', 'Speed', 'Delay']);
    expect(labels(stCompletions(projectWithTags(), source, 'x := Pumps[2].Sp'))).toEqual([
      'Run',
      'Speed',
      'Delay',
    ]);
    expect(labels(stCompletions(projectWithTags(), source, 'x := Pumps[2].Delay.'))).toContain('ACC');
  });

  it('hovers a STRUCT variable and an array of them with their types', () => {
    expect(stHoverText(projectWithTags(), source, 'P1', null, null)).toEqual([
      '**P1** : Motor',
      'Declared in a VAR block.',
    ]);
    expect(stHoverText(projectWithTags(), source, 'Pumps', null, live)).toEqual([
      '**Pumps** : ARRAY[1..4] OF Motor',
      'Declared in a VAR block.',
    ]);
  });

  it('hovers a member with its type and live value', () => {
    expect(stHoverText(projectWithTags(), source, 'Speed', 'P1', live)).toEqual([
      '**P1.Speed** : REAL',
      'Live value: `2.5`',
    ]);
    expect(stHoverText(projectWithTags(), source, 'Run', 'Pumps[2]', live)).toEqual([
      '**Pumps[2].Run** : BOOL',
      'Live value: `1`',
    ]);
  });

  it('shows the live value of a member path after its assignment', () => {
    expect(assignedTargets(source).map((l) => l.names)).toEqual([['P1.Speed'], ['Pumps[2].Run', 'Pumps[2]']]);
  });
});

describe('user FUNCTION_BLOCKs in the editor (issue 24)', () => {
  const fb = [
    'FUNCTION_BLOCK Blink',
    'VAR_INPUT En : BOOL; END_VAR',
    'VAR_OUTPUT Q : BOOL; Count : DINT; END_VAR',
    'Q := Count > 10;',
    'END_FUNCTION_BLOCK',
    'VAR F1 : Blink; END_VAR',
    'N := F1.Count;',
  ].join('\n');
  it("lists an instance's members after F1. and hovers F1.Q with its live value", () => {
    expect(labels(stCompletions(projectWithTags(), fb, 'x := F1.'))).toEqual(['En', 'Q', 'Count']);
    const values = (name: string) => (name === 'F1.Q' ? 1 : undefined);
    expect(stHoverText(projectWithTags(), fb, 'Q', 'F1', values)).toEqual([
      '**F1.Q** : BOOL',
      'Live value: `1`',
    ]);
  });

  it("shows live values only for the program's own assignments, not inside the block", () => {
    expect(assignedTargets(fb).map((l) => l.line)).toEqual([7]);
  });
});
