import { createTag, importNeutralText, type Project } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import {
  addCheck,
  addStep,
  checkType,
  clearSteps,
  deleteStep,
  editCheck,
  newStep,
  removeCheck,
  setDescription,
  setFastForward,
  toggleInput,
  toggleOutput,
} from './editing.ts';
import { valueText } from './values.ts';

/** DI0, DI1 and DO0 (a seal-in). */
const sealIn = (): Project =>
  importNeutralText('[XIC(DI0),XIC(DO0)]XIC(DI1)OTE(DO0);', { projectName: 'Seal-in' }).project;

describe('sequence step editing', () => {
  it('adds steps with every input and output 0, no checks and no fast-forward', () => {
    const project = sealIn();
    expect(newStep(project)).toEqual({
      description: '',
      inputs: [0, 0],
      outputs: [0],
      sets: [],
      checks: [],
      fastForward: 0,
    });
    const two = addStep(addStep(project));
    expect(two.sequence).toHaveLength(2);
    expect(project.sequence).toHaveLength(0);
    expect(clearSteps(two).sequence).toEqual([]);
    expect(clearSteps(project)).toBe(project);
  });

  it('deletes a step', () => {
    const project = setDescription(addStep(addStep(sealIn())), 1, 'second');
    const after = deleteStep(project, 0);
    expect(after.sequence.map((s) => s.description)).toEqual(['second']);
    expect(deleteStep(project, 5)).toBe(project);
  });

  it('toggles 0/1 input and output cells', () => {
    let project = addStep(sealIn());
    project = toggleInput(project, 0, 1);
    expect(project.sequence[0]?.inputs).toEqual([0, 1]);
    project = toggleInput(project, 0, 1);
    expect(project.sequence[0]?.inputs).toEqual([0, 0]);
    project = toggleOutput(project, 0, 0);
    expect(project.sequence[0]?.outputs).toEqual([1]);
    expect(toggleInput(project, 3, 0)).toBe(project);
  });

  it('pads short arrays to the number of DI and DO tags when a cell is toggled', () => {
    const base = sealIn();
    const project = { ...base, sequence: [{ ...newStep(base), inputs: [], outputs: [] }] };
    expect(toggleInput(project, 0, 0).sequence[0]?.inputs).toEqual([1, 0]);
  });

  it('edits the description (no change: the same document)', () => {
    const project = addStep(sealIn());
    expect(setDescription(project, 0, 'Press START').sequence[0]?.description).toBe('Press START');
    expect(setDescription(project, 0, '')).toBe(project);
  });

  it('sets the fast-forward by the §5 rules: empty means none, not a number is ignored', () => {
    const project = setFastForward(addStep(sealIn()), 0, '2500');
    expect(project.sequence[0]?.fastForward).toBe(2500);
    expect(setFastForward(project, 0, 'soon')).toBe(project);
    expect(setFastForward(project, 0, '').sequence[0]?.fastForward).toBe(0);
    expect(setFastForward(project, 0, true).sequence[0]?.fastForward).toBe(1);
  });

  it('adds, edits and removes checks (tag, child, value)', () => {
    let project = addCheck(addStep(sealIn()), 0);
    expect(project.sequence[0]?.checks).toEqual([{ tagName: '', child: '', value: 0 }]);
    project = editCheck(project, 0, 0, 'tagName', ' T1 ');
    project = editCheck(project, 0, 0, 'child', 'DN');
    project = editCheck(project, 0, 0, 'value', 'true');
    expect(project.sequence[0]?.checks[0]).toEqual({ tagName: 'T1', child: 'DN', value: 1 });
    expect(editCheck(project, 0, 0, 'value', 'NaN')).toBe(project);
    const cleared = editCheck(project, 0, 0, 'value', '');
    expect(cleared.sequence[0]?.checks[0]).toEqual({ tagName: 'T1', child: 'DN' });
    expect(removeCheck(project, 0, 0).sequence[0]?.checks).toEqual([]);
  });

  it('keeps a check of a REAL tag as the single it rounds to, found by name or alias', () => {
    const base = sealIn();
    const level = { ...createTag('Level', 'REAL', 0, () => 'level').tag, alias: 'LVL' };
    const project = addCheck(addStep({ ...base, tagMap: { ...base.tagMap, level } }), 0, {
      tagName: 'lvl',
      child: '',
      value: 0,
    });
    expect(checkType(project, { tagName: 'Level', child: '' })).toBe('REAL');
    expect(checkType(project, { tagName: 'DI0', child: '' })).toBe('BOOL');
    expect(checkType(project, { tagName: 'Nope', child: '' })).toBeUndefined();
    const entries: [string, number][] = [
      ['0.1', Math.fround(0.1)],
      ['-273.15', Math.fround(-273.15)],
      ['1.0E-3', Math.fround(0.001)],
      ['.5', 0.5],
    ];
    for (const [entry, stored] of entries) {
      expect(editCheck(project, 0, 0, 'value', entry).sequence[0]?.checks[0]?.value).toBe(stored);
    }
    expect(valueText(Math.fround(0.1), 'REAL')).toBe('0.1');
    expect(valueText(2, 'REAL')).toBe('2.0');
    expect(valueText(2, 'DINT')).toBe('2');
    // A DINT or BOOL check keeps the number as typed.
    const dint = addCheck(addStep(base), 0, { tagName: 'DI0', child: '', value: 0 });
    expect(editCheck(dint, 0, 0, 'value', '0.1').sequence[0]?.checks[0]?.value).toBe(0.1);
  });
});
