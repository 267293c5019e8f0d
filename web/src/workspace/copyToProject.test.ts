import { createEmptyProject } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { copyToProject } from './copyToProject.ts';

describe('copyToProject', () => {
  it("takes the example's name and drops its ids and description, keeping the program", () => {
    const example = {
      ...createEmptyProject('Seal-in'),
      example_id: 'start-stop-seal-in',
      exampleNumber: 2,
      exampleName: 'Start/Stop Seal-In',
      description: 'The classic motor circuit.',
      scene: 'CONVEYOR' as const,
      rungs: ['r1'],
      rungMap: { r1: { uuid: 'r1', elements: [] } },
    };
    const copy = copyToProject(example, {
      context: 'example',
      project: example,
      name: 'Start/Stop Seal-In',
      number: 2,
    });
    expect(copy.projectName).toBe('Start/Stop Seal-In');
    expect(copy.description).toBe('');
    expect(copy).not.toHaveProperty('example_id');
    expect(copy).not.toHaveProperty('exampleNumber');
    expect(copy.rungs).toEqual(['r1']);
    expect(copy.scene).toBe('CONVEYOR');
  });

  it('keeps the subroutines', () => {
    const example = {
      ...createEmptyProject('Tank'),
      routines: [{ uuid: 'r1', name: 'Fill', language: 'LADDER' as const, rungs: [], stSource: '' }],
    };
    const copy = copyToProject(example, { context: 'example', project: example, name: 'Tank', number: 3 });
    expect(copy.routines).toEqual(example.routines);
  });

  it('keeps the Add-On Instructions (issue 25)', () => {
    const example = {
      ...createEmptyProject('Seal'),
      addOnInstructions: [
        {
          uuid: 'a1',
          name: 'SealIn',
          description: 'Seal-in',
          revision: '1.0',
          tagMap: {},
          tagOrder: [],
          childTagMap: {},
          logic: { language: 'LADDER' as const, rungs: [], stSource: '' },
        },
      ],
    };
    const copy = copyToProject(example, { context: 'example', project: example, name: 'Seal', number: 4 });
    expect(copy.addOnInstructions).toEqual(example.addOnInstructions);
  });
});
