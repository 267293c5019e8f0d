import { describe, expect, it, vi } from 'vitest';
import { type Project } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { ladderStructure } from '../../../../compiler/src/ladder/structure.ts';
import { b1Project, ladderProject } from '../../ladder/testing.ts';
import { loadEditor, performEdit } from '../history.ts';
import { orphans } from '../propertyRun.ts';
import { rungText } from '../rungText.ts';
import { counterEnv, performOk, refusal, shape, stateOf } from '../testing.ts';
import { replaceRungText } from './replaceRungText.ts';

const p = ladderProject('XIC(Start)[XIC(Run),XIO(Stop)]OTE(Motor);\nTON(T1,5000,0);\n');
const [r1 = '', r2 = ''] = p.rungs;

function sound(project: Project): void {
  expect(ladderStructure(project)).toEqual([]);
  expect(orphans(project)).toEqual([]);
  expect(parseProjectDocument(project).errors).toEqual([]);
}

describe('replaceRungText', () => {
  it('replaces the rung elements, keeping its id and comment; the rung becomes the selection', () => {
    const base = {
      ...p,
      rungMap: {
        ...p.rungMap,
        [r1]: { uuid: r1, elements: p.rungMap[r1]?.elements ?? [], comment: 'Motor' },
      },
    };
    const text = 'XIC(Start)XIO(T1.DN)OTE(Motor);';
    const next = performOk(replaceRungText, stateOf(base), { rungId: r1, text });
    expect(next.project.rungs).toEqual(p.rungs);
    expect(next.project.rungMap[r1]?.comment).toBe('Motor');
    expect(rungText(next.project, r1)).toBe(text);
    expect(next.selection).toEqual({ kind: 'rung', id: r1, rungId: r1 });
    // The old instructions, branch and legs are gone; the other rung is untouched.
    for (const id of p.rungMap[r1]?.elements ?? []) {
      expect(
        Object.hasOwn(next.project.instructionMap, id) || Object.hasOwn(next.project.branchMap, id),
      ).toBe(false);
    }
    expect(next.project.branchMap).toEqual({});
    expect(next.project.rungMap[r2]).toBe(p.rungMap[r2]);
    expect(next.project.tagMap).toBe(p.tagMap);
    sound(next.project);
  });

  it('round trip: every B1 rung → text → replaceRungText gives an equivalent rung', () => {
    const b1 = b1Project();
    let state = stateOf(b1);
    const env = counterEnv();
    for (const rungId of b1.rungs) {
      const text = rungText(b1, rungId);
      // Spaces and a line break make the text differ from the rung's own, so it is really read back.
      const spaced = text.replace(/\)/g, ') ').replace('[', '\n[ ');
      state = performOk(replaceRungText, state, { rungId, text: spaced }, env);
      expect(rungText(state.project, rungId)).toBe(text);
      expect(shape(state.project, rungId)).toBe(shape(b1, rungId));
    }
    expect(state.project.rungs).toEqual(b1.rungs);
    expect(state.project.tagMap).toEqual(b1.tagMap);
    expect(state.project.childTagMap).toEqual(b1.childTagMap);
    expect(Object.keys(state.project.instructionMap)).toHaveLength(Object.keys(b1.instructionMap).length);
    expect(Object.keys(state.project.instructionMap).every((id) => id.startsWith('new-'))).toBe(true);
    sound(state.project);
  });

  it("changes nothing for the rung's own text", () => {
    const state = stateOf(p, { kind: 'rung', id: r1, rungId: r1 });
    const result = replaceRungText.perform(
      state,
      { rungId: r1, text: ` ${rungText(p, r1)}\n` },
      counterEnv(),
    );
    expect(result).toEqual({ state });
    expect('state' in result && result.state).toBe(state);
  });

  it('creates missing tags with inferred types', () => {
    const next = performOk(replaceRungText, stateOf(p), {
      rungId: r2,
      text: 'XIC(DI3)TON(T2,100,0)MOV(7,Level)OTE(DO1);',
    });
    const byName = (name: string) => Object.values(next.project.tagMap).find((t) => t.name === name);
    expect(byName('T2')?.data_type).toBe('TIMER');
    expect(byName('T2')?.children).toHaveLength(5);
    expect(byName('Level')?.data_type).toBe('DINT');
    expect(byName('DI3')).toMatchObject({ data_type: 'BOOL', io_symbol: 'NO_PUSHBUTTON' });
    expect(byName('DO1')).toMatchObject({ data_type: 'BOOL', io_symbol: 'INDICATOR' });
    sound(next.project);
  });

  it('a parse error is refused with its line:col message and leaves the editor identical', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const editor = loadEditor(p);
    const result = performEdit(
      editor,
      'replaceRungText',
      { rungId: r1, text: 'XIC(Start)[XIC(Run),OTE(Motor);' },
      counterEnv(),
    );
    expect(result.editor).toBe(editor);
    expect(result.refused).toBe("1:31: Expected ',' or ']', got ';'");
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('is refused for an unknown instruction, a wrong operand count, a misfit, no rung, two rungs, an unknown rung', () => {
    const state = stateOf(p);
    const refused = (text: string, rungId = r1) => refusal(replaceRungText, state, { rungId, text });
    expect(refused('XIC(A)FOO(B);')).toBe('1:7: Unknown or unsupported instruction type "FOO"');
    expect(refused('XIC(A,B)OTE(C);')).toBe('1:1: XIC expects 1 operand, got 2');
    expect(refused('ADD(Start,1,Motor);')).toBe('1:5: Tag "Start" is BOOL, but ADD needs a DINT tag');
    expect(refused('  // nothing\n')).toBe('Enter the rung as text, e.g. XIC(Start)OTE(Motor);');
    expect(refused('XIC(A);OTE(B);')).toBe("The text holds 2 rungs; a rung's text holds one.");
    expect(refused('XIC(A);', 'no-such-rung')).toBe('The rung is not in the ladder.');
  });

  it('accepts a rung without its final ; and an empty rung', () => {
    expect(
      rungText(performOk(replaceRungText, stateOf(p), { rungId: r1, text: 'XIC(A)OTE(B)' }).project, r1),
    ).toBe('XIC(A)OTE(B);');
    const empty = performOk(replaceRungText, stateOf(p), { rungId: r1, text: ';' });
    expect(empty.project.rungMap[r1]?.elements).toEqual([]);
    sound(empty.project);
  });
});
