import { describe, expect, it } from 'vitest';
import { project, rung, xic, ote } from '../../../../compiler/src/reference/builders.ts';
import { addRung } from './addRung.ts';
import { performOk, stateOf } from '../testing.ts';

const p = project(rung(xic('A'), ote('B')), rung(xic('C'), ote('D')));

describe('addRung', () => {
  it('adds an empty rung after the selected rung and selects it', () => {
    const next = performOk(addRung, stateOf(p, { kind: 'rung', id: 'rung-1' }), {});
    expect(next.project.rungs).toEqual(['rung-1', 'new-1', 'rung-2']);
    expect(next.project.rungMap['new-1']).toEqual({ uuid: 'new-1', elements: [] });
    expect(next.selection).toEqual({ kind: 'rung', id: 'new-1', rungId: 'new-1' });
  });

  it('adds after the main rung holding a selected instruction', () => {
    const next = performOk(addRung, stateOf(p, { kind: 'instruction', id: 'ins-2' }), {});
    expect(next.project.rungs).toEqual(['rung-1', 'new-1', 'rung-2']);
  });

  it('adds at the end without a selection (or with a stale one)', () => {
    expect(performOk(addRung, stateOf(p), {}).project.rungs).toEqual(['rung-1', 'rung-2', 'new-1']);
    const stale = performOk(addRung, stateOf(p, { kind: 'rung', id: 'gone' }), {});
    expect(stale.project.rungs).toEqual(['rung-1', 'rung-2', 'new-1']);
  });

  it('keeps the untouched parts of the document (immer)', () => {
    const next = performOk(addRung, stateOf(p), {});
    expect(next.project.rungMap['rung-1']).toBe(p.rungMap['rung-1']);
    expect(next.project.instructionMap).toBe(p.instructionMap);
    expect(next.project.tagMap).toBe(p.tagMap);
  });

  it('skips an id the document already uses', () => {
    const ids = ['rung-1', 'fresh'];
    const next = performOk(addRung, stateOf(p), {}, { newId: () => ids.shift() ?? 'x' });
    expect(next.project.rungs).toEqual(['rung-1', 'rung-2', 'fresh']);
  });

  it('is bound to Ctrl/Cmd+R', () => {
    expect(addRung.keyTest?.({ key: 'r', ctrlKey: true, metaKey: false, shiftKey: false })).toBe(true);
    expect(addRung.keyTest?.({ key: 'r', ctrlKey: false, metaKey: false, shiftKey: false })).toBe(false);
  });
});
