/** A saved project with Add-On Instructions reads back (issue 25): its instance tags are of a known type. */
import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../model/schema.ts';
import * as b from '../reference/builders.ts';
import { addOn, call, param, withAddOns } from '../reference/addOnBuilders.ts';

describe('a project document with an Add-On Instruction', () => {
  it('parses, its instance tag (member values included) of the AOI type', () => {
    const project = withAddOns(
      b.project(
        b.struct('Seal1', 'Seal', { Run: 1 }),
        b.tag('PB', 'BOOL'),
        b.rung(call('Seal', 'Seal1', { Start: 'PB' })),
      ),
      addOn(
        'Seal',
        [param('Input', b.tag('Start', 'BOOL'), { required: true }), param('Output', b.tag('Run', 'BOOL'))],
        [b.rung(b.xic('Start'), b.ote('Run'))],
      ),
    );
    const { project: read, errors } = parseProjectDocument(JSON.parse(JSON.stringify(project)));
    expect(errors).toEqual([]);
    expect(read?.addOnInstructions?.map((a) => a.name)).toEqual(['Seal']);
  });
});
