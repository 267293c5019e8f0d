import { describe, expect, it } from 'vitest';
import { project, rung, xic, ote } from '../../../../compiler/src/reference/builders.ts';
import { moveRung } from './moveRung.ts';
import { performOk, refusal, stateOf } from '../testing.ts';

const p = project(rung(xic('A')), rung(xic('B')), rung(ote('C')));
const on = (id: string) => stateOf(p, { kind: 'rung', id });

describe('moveRung', () => {
  it('moves the selected rung up or down one place, keeping the selection', () => {
    const up = performOk(moveRung, on('rung-2'), { direction: 'up' });
    expect(up.project.rungs).toEqual(['rung-2', 'rung-1', 'rung-3']);
    expect(up.selection).toEqual({ kind: 'rung', id: 'rung-2' });
    const down = performOk(moveRung, on('rung-2'), { direction: 'down' });
    expect(down.project.rungs).toEqual(['rung-1', 'rung-3', 'rung-2']);
    expect(down.project.rungMap).toBe(p.rungMap);
  });

  it('is refused at the top, at the bottom and without a selection', () => {
    expect(refusal(moveRung, on('rung-1'), { direction: 'up' })).toBe('The rung is already at the top.');
    expect(refusal(moveRung, on('rung-3'), { direction: 'down' })).toBe('The rung is already at the bottom.');
    expect(refusal(moveRung, stateOf(p), { direction: 'up' })).toBe('Select a rung to move.');
  });

  it('is bound to Ctrl/Cmd+Shift+ArrowUp/Down', () => {
    const event = { key: 'ArrowUp', ctrlKey: true, metaKey: false, shiftKey: true };
    expect(moveRung.keyTest?.(event)).toBe(true);
    expect(moveRung.keyArgs?.(event)).toEqual({ direction: 'up' });
  });
});
