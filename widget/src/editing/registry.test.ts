import { afterEach, describe, expect, it, vi } from 'vitest';
import { project, rung, xic } from '../../../compiler/src/reference/builders.ts';
import { ACTION_NAMES, ACTIONS, actionForKey, performAction } from './registry.ts';
import { counterEnv, stateOf } from './testing.ts';

describe('registry', () => {
  afterEach(() => vi.restoreAllMocks());

  it('registers every action under its own name', () => {
    // 29, and the 11 Add-On Instruction actions (issue 25).
    expect(ACTION_NAMES).toHaveLength(29 + 11);
    for (const name of ACTION_NAMES) expect(ACTIONS[name].name).toBe(name);
  });

  it('a refusal leaves the state untouched and is warned once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const state = stateOf(project(rung(xic('A'))));
    const result = performAction(state, 'addInstruction', { type: 'XIC' }, counterEnv());
    expect(result).toEqual({ refused: 'Select a rung, an element or a wire first.' });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('finds the action and its arguments for a key', () => {
    const key = { key: 'ArrowLeft', ctrlKey: true, metaKey: false, shiftKey: true };
    expect(actionForKey(key)).toEqual({ name: 'moveElement', args: { direction: 'left' } });
    expect(actionForKey({ key: 'Delete', ctrlKey: false, metaKey: false, shiftKey: false })).toEqual({
      name: 'deleteElement',
      args: {},
    });
    expect(actionForKey({ key: 'q', ctrlKey: false, metaKey: false, shiftKey: false })).toBeNull();
  });
});
