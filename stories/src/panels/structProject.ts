import { createEmptyProject, type Project, type Tag } from '@plcsim/compiler';

/**
 * Data types and tags for the structure stories (issue 24: UDTs in the Tags tab): Motor (Run BOOL,
 * Speed REAL, Delay TIMER, Hist DINT[3]) and Station (Main Motor, Count COUNTER); Pump1 : Motor with
 * Speed 1.5, Pumps : Motor[4] with Pumps[1].Speed 2.5 and Pumps[2].Delay.PRE 5000, Line : Station and
 * Waits : TIMER[3].
 */
export function structProject(): Project {
  const tag = (uuid: string, name: string, extra: Partial<Tag>): Tag => ({
    uuid,
    name,
    alias: '',
    data_type: 'STRUCT',
    value: 0,
    children: null,
    io_symbol: null,
    ...extra,
  });
  const tags = [
    tag('pump1', 'Pump1', { udt: 'Motor', alias: 'P1', memberValues: { Speed: 1.5, Run: 1 } }),
    tag('pumps', 'Pumps', {
      udt: 'Motor',
      dimension: 4,
      memberValues: { '[1].Speed': 2.5, '[2].Delay.PRE': 5000 },
    }),
    tag('line', 'Line', { udt: 'Station' }),
    tag('waits', 'Waits', { data_type: 'TIMER', dimension: 3 }),
  ];
  return {
    ...createEmptyProject('Structures'),
    dataTypes: {
      motor: {
        uuid: 'motor',
        name: 'Motor',
        description: 'A pump motor',
        members: [
          { name: 'Run', data_type: 'BOOL', description: 'Running' },
          { name: 'Speed', data_type: 'REAL', description: 'Speed in rev/s' },
          { name: 'Delay', data_type: 'TIMER', description: 'Start delay' },
          { name: 'Hist', data_type: 'DINT', dimension: 3, description: 'Last run times' },
        ],
      },
      station: {
        uuid: 'station',
        name: 'Station',
        description: '',
        members: [
          { name: 'Main', data_type: 'STRUCT', udt: 'Motor', description: '' },
          { name: 'Count', data_type: 'COUNTER', description: 'Parts' },
        ],
      },
    },
    tagMap: Object.fromEntries(tags.map((t) => [t.uuid, t])),
  };
}
