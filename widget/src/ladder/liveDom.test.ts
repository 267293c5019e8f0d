import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SimulatorController } from '../simulator/simulatorController.ts';
import { LadderView } from './LadderView.tsx';
import { cachedRungLayout } from './layout.ts';
import { liveSlots } from './liveDom.ts';
import { ladderProject } from './testing.ts';

describe('live slots', () => {
  it('bind every live part of a drawn rung, nested branches and boxes included', async () => {
    const project = ladderProject(
      ['XIC(A)[XIC(B)[XIC(C),XIO(D)],XIC(E)]OTE(Y);', 'XIC(A)[TON(T1,100,0),CTU(C1,5,0)]ADD(K,1,Z);'].join(
        '\n',
      ),
    );
    const controller = SimulatorController.create(await loadEmbeddedEngine());
    try {
      controller.load(project);
      const { container } = render(createElement(LadderView, { project, controller }));
      const roots = [...container.querySelectorAll('.plc-ladder-rung')];
      expect(roots).toHaveLength(2);
      roots.forEach((root, i) => {
        const layout = cachedRungLayout(project, project.rungs[i] as string);
        const bound = liveSlots(root, layout).map((slot) => slot.node);
        const live = [
          ...root.querySelectorAll(
            '.plc-el, .plc-connector, .plc-bit, .plc-value, .plc-box-output, .plc-visually-hidden',
          ),
        ];
        // Each once, in drawing order (the description last).
        const order = (a: Element, b: Element) =>
          a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
        expect([...bound].sort(order)).toEqual(live);
        expect(new Set(bound).size).toBe(bound.length);
      });
      // Bits beside the 7 contacts and coils, empty in PROG; the box values show what is stored.
      expect(container.querySelectorAll('.plc-bit')).toHaveLength(7);
      const values = [...(roots[1] as Element).querySelectorAll('.plc-value:not(.plc-bit)')].map(
        (v) => v.textContent,
      );
      expect(values).toEqual(['100', '0', '5', '0', '0', '1', '0']);
    } finally {
      controller.dispose();
    }
  });
});
