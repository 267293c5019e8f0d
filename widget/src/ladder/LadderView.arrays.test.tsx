import type { Project } from '@plcsim/compiler';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testController } from '../io/testController.ts';
import { array, mov, ote, project, rung, tag, xic } from '../../../compiler/src/reference/builders.ts';
import { LadderView } from './LadderView.tsx';
import { layoutRung } from './layout.ts';
import { decodeLiveKey, liveKey } from './live.ts';

// Data tag-1 DINT[10] (Data[k] = 10k), Bits tag-2 BOOL[4], Index tag-3 = 3, X tag-4, Y tag-5.
// rung-1: XIC(Bits[1]) MOV(Data[Index], X); rung-2: MOV(Data[2], Y) OTE(Bits[0])
function arrays(): Project {
  return project(
    array('Data', 'DINT', 10, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90]),
    array('Bits', 'BOOL', 4, [0, 1]),
    tag('Index', 'DINT', 3),
    tag('X', 'DINT'),
    tag('Y', 'DINT'),
    rung(xic('Bits[1]'), mov('Data[Index]', 'X')),
    rung(mov('Data[2]', 'Y'), ote('Bits[0]')),
  );
}

function drawn(container: HTMLElement, id: string): Element {
  const element = container.querySelector(`[data-element-id="${CSS.escape(id)}"]`);
  if (!element) throw new Error(`nothing drawn for ${id}`);
  return element;
}
const texts = (element: Element) => [...element.querySelectorAll('text')].map((t) => t.textContent);

describe('LadderView: array elements', () => {
  it('draws element operands by name, Data[Index] and Data[2], with the stored element value', () => {
    const p = arrays();
    const { container } = render(<LadderView project={p} />);
    expect(texts(drawn(container, 'ins-1'))).toEqual(['Bits[1]']);
    // Index holds 3: the value line under Data[Index] is Data[3]'s.
    expect(texts(drawn(container, 'ins-2'))).toEqual([
      'MOV',
      'Move',
      'Source',
      'Data[Index]',
      '30',
      'Dest',
      'X',
      '0',
    ]);
    expect(texts(drawn(container, 'ins-3'))).toEqual([
      'MOV',
      'Move',
      'Source',
      'Data[2]',
      '20',
      'Dest',
      'Y',
      '0',
    ]);
    expect(texts(drawn(container, 'ins-4'))).toEqual(['Bits[0]']);
    expect(container.textContent).not.toContain('tag-1[');
  });

  it('shows ? for an index outside the array, and for an index tag that names nothing', () => {
    const p = arrays();
    const index = p.tagMap['tag-3'];
    if (!index) throw new Error('no Index');
    const out: Project = { ...p, tagMap: { ...p.tagMap, 'tag-3': { ...index, value: 12 } } };
    const { container } = render(<LadderView project={out} />);
    expect(texts(drawn(container, 'ins-2')).slice(3, 5)).toEqual(['Data[Index]', '?']);
  });

  it('reads each element operand live by the element name or through its index tag', () => {
    const layout = layoutRung(arrays(), 'rung-1');
    expect(layout.probes.values).toEqual(['tag-2[1]', 'tag-1[tag-3]', 'tag-4']);
    expect([...(layout.probes.elements ?? new Map()).entries()]).toEqual([
      ['tag-2[1]', { name: 'Bits', lower: 0, upper: 3, index: 1 }],
      ['tag-1[tag-3]', { name: 'Data', lower: 0, upper: 9, index: 'tag-3' }],
    ]);
  });

  it('shows the live element a running PLC holds, following the index tag', async () => {
    // The engine runs the tags (no rungs, so this test needs no element support in the compiler);
    // the rung's probes read them by name as the ladder view does after every scan.
    const p = arrays();
    const controller = await testController({ ...p, rungs: [], rungMap: {}, instructionMap: {} });
    try {
      act(() => {
        expect(controller.run()).toBe(true);
        controller.pause();
        controller.write('Data[3]', 33);
        controller.write('Data[7]', 77);
        controller.write('Bits[1]', 1);
        controller.step();
      });
      const probes = layoutRung(p, 'rung-1').probes;
      const shown = () => {
        const live = decodeLiveKey(liveKey(controller.live, probes), probes);
        return [live.value('tag-2[1]'), live.value('tag-1[tag-3]')];
      };
      expect(shown()).toEqual([1, 33]);
      // Drawn: the value line under Data[Index] is Data[3]'s live value.
      const { container } = render(<LadderView project={p} controller={controller} />);
      act(() => void controller.step());
      expect(texts(drawn(container, 'ins-2')).slice(3, 5)).toEqual(['Data[Index]', '33']);
      act(() => {
        controller.write('Index', 7);
        controller.step();
      });
      expect(shown()).toEqual([1, 77]);
      expect(texts(drawn(container, 'ins-2')).slice(3, 5)).toEqual(['Data[Index]', '77']);
      act(() => {
        controller.write('Index', 10);
        controller.step();
      });
      expect(shown()).toEqual([1, undefined]);
    } finally {
      controller.dispose();
    }
  });
});
