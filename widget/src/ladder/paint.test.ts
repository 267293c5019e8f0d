import { describe, expect, it } from 'vitest';
import type { Project } from '@plcsim/compiler';
import { layoutRung, type BoxOutputLayout, type InstructionLayout } from './layout.ts';
import { STATIC_LIVE, type RungLive } from './live.ts';
import { elementState, outputState, shownValue, type Paint } from './paint.ts';
import { ladderProject } from './testing.ts';

const running = (energised: readonly string[], values: Record<string, number> = {}): RungLive => ({
  running: true,
  energised: (id) => energised.includes(id),
  value: (id) => values[id],
});

function paint(
  live: RungLive,
  errors: string[],
  warnings: string[] | undefined,
  selectedId: string | null,
): Paint {
  return {
    live,
    errors: new Set(errors),
    warnings: warnings === undefined ? undefined : new Set(warnings),
    selectedId,
    liveDom: false,
  };
}

describe('elementState: error > energised > warning > selected > normal', () => {
  it('paints a warned element amber, over the selection but under an error and under power', () => {
    expect(elementState(paint(STATIC_LIVE, [], ['a'], 'a'), 'a')).toBe('warning');
    expect(elementState(paint(STATIC_LIVE, ['a'], ['a'], 'a'), 'a')).toBe('error');
    expect(elementState(paint(running(['a']), [], ['a'], null), 'a')).toBe('energised');
    expect(elementState(paint(running([]), [], ['a'], null), 'a')).toBe('warning');
    expect(elementState(paint(STATIC_LIVE, [], ['a'], 'b'), 'b')).toBe('selected');
    expect(elementState(paint(STATIC_LIVE, [], ['a'], null), 'b')).toBe('normal');
  });

  it('paints as before when no warnings are given', () => {
    expect(elementState(paint(STATIC_LIVE, [], undefined, 'a'), 'a')).toBe('selected');
    expect(elementState(paint(STATIC_LIVE, ['a'], undefined, null), 'a')).toBe('error');
  });

  it("paints a warned box's output stub amber unless its bit is on", () => {
    const output: BoxOutputLayout = { name: 'EN', valueId: 'T1.EN', y: 0, x1: 0, x2: 10 };
    expect(outputState(paint(STATIC_LIVE, [], ['ton'], null), 'ton', output)).toBe('warning');
    expect(outputState(paint(running([], { 'T1.EN': 1 }), [], ['ton'], null), 'ton', output)).toBe(
      'energised',
    );
  });
});

/** `project` with the tags named in `values` made REAL with those stored values. */
function withReals(project: Project, values: Record<string, number>): Project {
  const tagMap = { ...project.tagMap };
  for (const tag of Object.values(tagMap)) {
    const value = values[tag.name];
    if (value !== undefined) tagMap[tag.uuid] = { ...tag, data_type: 'REAL', value };
  }
  return { ...project, tagMap };
}

describe('shownValue', () => {
  const project = withReals(ladderProject('MUL(Level,Count,Out);'), { Level: 1.5, Out: -273.15 });
  const box = (layoutRung(project, project.rungs[0] ?? '').main.elements[0] as InstructionLayout).box;
  const rows = box?.rows ?? [];
  const idOf = (name: string) => Object.values(project.tagMap).find((t) => t.name === name)?.uuid ?? '';

  it("shows a REAL operand's stored value as a REAL, a DINT's as an integer", () => {
    expect(rows.map((row) => shownValue(row, STATIC_LIVE))).toEqual(['1.5', '0', '-273.15']);
  });

  it('shows a live REAL with 6 significant digits and a live DINT as it is', () => {
    const live = running([], { [idOf('Level')]: Math.fround(1 / 3), [idOf('Count')]: 7, [idOf('Out')]: 100 });
    expect(rows.map((row) => shownValue(row, live))).toEqual(['0.333333', '7', '100.0']);
  });
});
