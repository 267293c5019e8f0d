import { describe, expect, it } from 'vitest';
import type { BoxOutputLayout } from './layout.ts';
import { STATIC_LIVE, type RungLive } from './live.ts';
import { elementState, outputState, type Paint } from './paint.ts';

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
