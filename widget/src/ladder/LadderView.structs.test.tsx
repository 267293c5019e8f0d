import type { Project } from '@plcsim/compiler';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testController } from '../io/testController.ts';
import * as b from '../../../compiler/src/reference/builders.ts';
import { LadderView } from './LadderView.tsx';

// Motor { Run BOOL, Speed REAL }; Pump1 tag-1, Pumps tag-2 Motor[4], Idx tag-3 = 2.
// rung-1: XIC(Pumps[Idx].Run) ADD(Pump1.Speed, 1.5, Pump1.Speed); rung-2: MOV(Pumps[Idx].Speed, X)
function structs(): Project {
  return b.project(
    b.dataType('Motor', b.member('Run', 'BOOL'), b.member('Speed', 'REAL')),
    b.struct('Pump1', 'Motor', { Speed: 2.5 }),
    b.struct('Pumps', 'Motor', { '[2].Run': 1, '[2].Speed': 7.5, '[3].Speed': 9 }, 4),
    b.tag('Idx', 'DINT', 2),
    b.tag('X', 'REAL'),
    b.blockArray('Timers', 'TIMER', 2, { '[1].PRE': 750 }),
    b.rung(b.xic('Pumps[Idx].Run'), b.add('Pump1.Speed', 1.5, 'Pump1.Speed')),
    b.rung(b.mov('Pumps[Idx].Speed', 'X')),
    b.rung(b.ton('Timers[1]')),
  );
}

function drawn(container: HTMLElement, id: string): Element {
  const element = container.querySelector(`[data-element-id="${CSS.escape(id)}"]`);
  if (!element) throw new Error(`nothing drawn for ${id}`);
  return element;
}
const texts = (element: Element) => [...element.querySelectorAll('text')].map((t) => t.textContent);

describe('LadderView: members of structures', () => {
  it('draws path operands by name with their stored values', () => {
    const { container } = render(<LadderView project={structs()} />);
    expect(texts(drawn(container, 'ins-1'))).toEqual(['Pumps[Idx].Run']);
    expect(texts(drawn(container, 'ins-2')).slice(3, 5)).toEqual(['Pump1.Speed', '2.5']);
    expect(texts(drawn(container, 'ins-3')).slice(3, 5)).toEqual(['Pumps[Idx].Speed', '7.5']);
    // A timer that is an array element shows its preset from the member values.
    expect(texts(drawn(container, 'ins-4'))).toEqual(expect.arrayContaining(['Timers[1]', '750']));
  });

  it('shows the live member value a running PLC holds, following the index tag', async () => {
    const p = structs();
    const controller = await testController(p);
    try {
      const { container } = render(<LadderView project={p} controller={controller} />);
      act(() => {
        expect(controller.run()).toBe(true);
        controller.pause();
        controller.step();
      });
      expect(texts(drawn(container, 'ins-2')).slice(3, 5)).toEqual(['Pump1.Speed', '4.0']);
      act(() => {
        controller.write('Idx', 3);
        controller.step();
      });
      expect(texts(drawn(container, 'ins-3')).slice(3, 5)).toEqual(['Pumps[Idx].Speed', '9.0']);
    } finally {
      controller.dispose();
    }
  });
});
