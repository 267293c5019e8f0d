/** JMP, LBL, MCR, NOP, AFI, COP and FLL drawn as Studio 5000 draws them, and their operand bands. */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LadderView } from './LadderView.tsx';
import { PROGRAM_CONTROL_RUNGS } from './programControlTesting.ts';
import { ladderProject } from './testing.ts';

const texts = (element: Element) => [...element.querySelectorAll('text')].map((t) => t.textContent);

describe('LadderView: program control and file copies', () => {
  it('draws JMP and LBL with their label, MCR, NOP and AFI as symbols, COP and FLL as boxes', () => {
    const project = ladderProject(PROGRAM_CONTROL_RUNGS.join('\n'), 'Jumps');
    const { container } = render(<LadderView project={project} />);
    const of = (type: string) => {
      const found = container.querySelector(`[data-type="${type}"]`);
      if (!found) throw new Error(`no ${type}`);
      return found;
    };
    expect(texts(of('JMP'))).toEqual(['Skip', 'JMP']);
    expect(texts(of('LBL'))).toEqual(['Skip', 'LBL']);
    expect(texts(of('MCR'))).toEqual(['', 'MCR']);
    expect(texts(of('NOP'))).toEqual(['', 'NOP']);
    expect(texts(of('AFI'))).toEqual(['', 'AFI']);
    expect(texts(of('COP'))).toEqual(['COP', 'Copy File', 'Source', 'K', 'Dest', 'Z', 'Length', '1']);
    expect(texts(of('FLL'))).toEqual(['FLL', 'File Fill', 'Source', '0', 'Dest', 'Z', 'Length', '1']);
    // The label is the operand a click picks; MCR, NOP and AFI have none.
    expect(
      [...of('JMP').querySelectorAll('[data-operand-slot]')].map((e) => e.getAttribute('data-operand-slot')),
    ).toEqual(['Label', 'Label']);
    expect(of('MCR').querySelectorAll('[data-operand-slot]')).toHaveLength(0);
    expect(
      [...of('COP').querySelectorAll('[data-operand-slot]')].map((e) => e.getAttribute('data-operand-slot')),
    ).toEqual(['Src', 'Dest', 'Length']);
  });
});
