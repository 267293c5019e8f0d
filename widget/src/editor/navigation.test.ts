import { describe, expect, it } from 'vitest';
import { ladderProject } from '../ladder/testing.ts';
import { drawingOrder, moveSelection, selectionOf } from './navigation.ts';

// Ids: rung id1; its elements in order, then the branch's legs (see importNeutralText).
const project = ladderProject('[XIC(Start),XIC(Motor)]XIO(Stop)OTE(Motor);\nOTE(Lamp);');
const [first, second] = project.rungs as [string, string];
const branch = project.rungMap[first]?.elements[0] as string;
const [top, bottom] = project.branchMap[branch]?.rungs as [string, string];

describe('drawingOrder', () => {
  it('lists wires and elements left to right, a branch followed by its legs top to bottom', () => {
    const order = drawingOrder(project, first).map((id) => {
      const instruction = project.instructionMap[id];
      if (instruction) return instruction.type;
      if (id === branch) return 'branch';
      return id
        .replace(top, 'top')
        .replace(bottom, 'bottom')
        .replace(first, 'main')
        .replace(/:id\d+$/, ':el');
    });
    expect(order).toEqual([
      'wire:main:start',
      'branch',
      'wire:top:start',
      'XIC',
      'wire:top:el',
      'wire:bottom:start',
      'XIC',
      'wire:bottom:el',
      'wire:main:el',
      'XIO',
      'wire:main:el',
      'OTE',
      'wire:main:el',
    ]);
  });
});

describe('moveSelection', () => {
  it('selects the first rung from nothing, steps right and left, and up and down between rungs', () => {
    const rung = moveSelection(project, null, 'ArrowRight');
    expect(rung).toEqual({ kind: 'rung', id: first, rungId: first });
    const wire = moveSelection(project, rung, 'ArrowRight');
    expect(wire).toEqual({ kind: 'wire', id: `wire:${first}:start`, rungId: first });
    expect(moveSelection(project, wire, 'ArrowRight')).toEqual({ kind: 'branch', id: branch, rungId: first });
    expect(moveSelection(project, wire, 'ArrowLeft')).toBeNull();
    expect(moveSelection(project, wire, 'ArrowDown')).toEqual({ kind: 'rung', id: second, rungId: second });
    expect(moveSelection(project, { kind: 'rung', id: second }, 'ArrowDown')).toBeNull();
    expect(moveSelection(project, { kind: 'rung', id: second }, 'ArrowUp')?.id).toBe(first);
  });

  it('from a branch leg, Right goes to its first wire', () => {
    const leg = selectionOf(project, bottom);
    expect(leg).toEqual({ kind: 'rung', id: bottom, rungId: first });
    expect(moveSelection(project, leg, 'ArrowRight')?.id).toBe(`wire:${bottom}:start`);
  });

  it('names nothing for an unknown id', () => {
    expect(selectionOf(project, 'nope')).toBeNull();
    expect(selectionOf(project, 'wire:nope:start')).toBeNull();
  });
});
