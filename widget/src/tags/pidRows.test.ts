/** A PID tag in the Tags tab: one row, then its members (REAL values, BOOL mode bits) as a structure's. */
import { describe, expect, it } from 'vitest';
import { project } from '../../../compiler/src/reference/builders.ts';
import { pidTag } from '../../../compiler/src/reference/pidBuilders.ts';
import { tagRows } from './tagRows.ts';

describe('PID tag rows', () => {
  it('lists Loop1 as a PID with its members and stored values', () => {
    const rows = tagRows(project(pidTag('Loop1', { SP: 50, KP: 2.5, MO: 1 })));
    expect(rows[0]).toMatchObject({ name: 'Loop1', typeText: 'PID', hasValue: false });
    const member = (name: string) => rows.find((r) => r.name === `Loop1.${name}`);
    expect(rows.slice(1).map((r) => r.name.replace('Loop1.', ''))).toEqual([
      ...'SP KP KI KD BIAS SO MAXO MINO UPD PV ERR OUT DATA'.split(' '),
      'DATA[0]',
      'DATA[1]',
      'DATA[2]',
      'DATA[3]',
      ...'EN PVT DOE SWM CA MO PE NOBC INI OLL OLH'.split(' '),
    ]);
    expect(member('SP')).toMatchObject({ dataType: 'REAL', value: 50 });
    expect(member('MAXO')).toMatchObject({ dataType: 'REAL', value: 100 });
    expect(member('MO')).toMatchObject({ dataType: 'BOOL', value: 1 });
  });
});
