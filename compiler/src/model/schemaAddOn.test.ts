import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from './schema.ts';

/** A project with one Add-On Instruction, as JSON would deliver it (optional fields left out). */
function withAddOn(addOn: Record<string, unknown>): Record<string, unknown> {
  return {
    projectName: 'AOI',
    scene: 'CONVEYOR',
    tagMap: {},
    rungs: [],
    rungMap: {},
    instructionMap: {},
    addOnInstructions: [addOn],
  };
}

describe('parseProjectDocument and Add-On Instructions', () => {
  it('accepts a definition and fills its defaults', () => {
    const { project, errors } = parseProjectDocument(
      withAddOn({
        uuid: 'a1',
        name: 'Seal',
        tagMap: { p: { uuid: 'p', name: 'Start', data_type: 'BOOL', usage: 'Input', required: true } },
        tagOrder: ['p'],
        logic: { language: 'LADDER' },
      }),
    );
    expect(errors).toEqual([]);
    expect(project?.addOnInstructions).toEqual([
      {
        uuid: 'a1',
        name: 'Seal',
        description: '',
        revision: '1.0',
        tagMap: {
          p: {
            uuid: 'p',
            name: 'Start',
            alias: '',
            data_type: 'BOOL',
            value: 0,
            children: null,
            io_symbol: null,
            usage: 'Input',
            required: true,
          },
        },
        tagOrder: ['p'],
        childTagMap: {},
        logic: { language: 'LADDER', rungs: [], stSource: '' },
      },
    ]);
  });

  it('names a parameter without a usage and a definition without logic', () => {
    const { project, errors } = parseProjectDocument(
      withAddOn({ uuid: 'a1', name: 'Seal', tagMap: { p: { uuid: 'p', name: 'Start', data_type: 'BOOL' } } }),
    );
    expect(project).toBeNull();
    expect(errors).toEqual([
      'addOnInstructions[0].logic: is required',
      'addOnInstructions[0].tagMap.p.usage: is required',
    ]);
  });
});
