import { compileProject, createEmptyProject } from '@plcsim/compiler';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StructuredTextSection } from './StructuredTextSection.tsx';
import * as examples from './stExamples.ts';

const compile = (source: string) => {
  const project = { ...createEmptyProject(), programMode: 'ST' as const, stSource: source };
  return compileProject(project).diagnostics.filter((d) => d.severity !== 'warning');
};

describe('the Structured Text reference: IEC style', () => {
  it('shows the IEC member mapping and the refused constructs', () => {
    render(<StructuredTextSection />);
    const members = screen.getByRole('table', { name: 'IEC names and Logix members' });
    const row = within(members).getByText('TP').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('QTPTT (the pulse)');
    const refused = screen.getByRole('table', { name: 'Valid IEC 61131-3 that is not supported here' });
    for (const word of ['REAL', 'INT', 'TIME', 'STRING', 'ARRAY', 'AT %IX0.0', 'FUNCTION_BLOCK']) {
      expect(within(refused).getAllByText(new RegExp(word)).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('table', { name: 'IEC function blocks' })).toHaveTextContent('R_TRIG, F_TRIG');
  });

  it('has IEC examples that compile as they are', () => {
    expect(compile(examples.ST_IEC_DECLARE)).toEqual([]);
    expect(compile(examples.ST_IEC_TRAFFIC_LIGHT)).toEqual([]);
    expect(
      compile(
        `VAR Start, Lamp, Sensor, Reset, Full : BOOL; Elapsed, Parts : DINT; Delay : TON; Count : CTU; END_VAR\n${examples.ST_IEC_OUTPUTS}`,
      ),
    ).toEqual([]);
    expect(compile(`VAR i, Odd : DINT; Enable : BOOL; END_VAR\n${examples.ST_CONTINUE_RETURN}`)).toEqual([]);
  });
});

describe('the Structured Text reference: your own function blocks and functions', () => {
  it('explains them with an example that compiles as it is', () => {
    render(<StructuredTextSection />);
    expect(
      screen.getByRole('heading', { name: 'Your own function blocks and functions' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/FUNCTION_BLOCK Debounce/)).toBeInTheDocument();
    expect(compile(examples.ST_USER_FB)).toEqual([]);
  });
});
