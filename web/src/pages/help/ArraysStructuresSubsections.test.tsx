import { compileProject, createEmptyProject } from '@plcsim/compiler';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTypesSection } from './DataTypesSection.tsx';

const compileErrors = (source: string) => {
  const project = { ...createEmptyProject(), programMode: 'ST' as const, stSource: source };
  return compileProject(project).diagnostics.filter((d) => d.severity !== 'warning');
};

describe('the Help page on arrays and structures', () => {
  it('explains arrays and structures under Tag data types, with the fault message the engine gives', () => {
    render(<DataTypesSection />);
    expect(screen.getByRole('heading', { level: 3, name: 'Arrays' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Data types of your own (structures)' }),
    ).toBeInTheDocument();
    const arrays = document.getElementById('arrays') as HTMLElement;
    expect(arrays).toHaveTextContent('Array index 12 is out of range for Data[0..9] (rung 4)');
    expect(document.getElementById('structures')).toHaveTextContent('Pumps[Index].Delay.DN');
  });

  it('has Structured Text examples that compile as they are', () => {
    render(<DataTypesSection />);
    const blocks = [...document.querySelectorAll('#arrays pre, #structures pre')].map(
      (b) => b.textContent ?? '',
    );
    expect(blocks).toHaveLength(2);
    expect(compileErrors(`VAR Level : REAL; END_VAR\n${blocks[0]}`)).toEqual([]);
    expect(compileErrors(blocks[1] ?? '')).toEqual([]);
  });
});
