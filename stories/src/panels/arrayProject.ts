import { createEmptyProject, createTag, type Project, type Tag } from '@plcsim/compiler';

/**
 * Tags for the array stories (issue 24: arrays in the Tags tab): Data DINT[5] = 3 1 4 1 5, Flags
 * BOOL[4], Temps REAL[1..3] (an IEC array from 1) = 20.5 21.0 19.75 and Log DINT[40] (starts collapsed),
 * beside a DINT Index 2.
 */
export function arrayProject(): Project {
  let next = 0;
  const newId = () => `array-${next++}`;
  const array = (name: string, type: 'BOOL' | 'DINT' | 'REAL', extra: Partial<Tag>): Tag => ({
    ...createTag(name, type, 0, newId).tag,
    ...extra,
  });
  const tags = [
    array('Data', 'DINT', { dimension: 5, values: [3, 1, 4, 1, 5] }),
    array('Flags', 'BOOL', { dimension: 4, values: [1, 0, 0, 1] }),
    array('Temps', 'REAL', { dimension: 3, lower: 1, values: [20.5, 21, 19.75] }),
    array('Log', 'DINT', { dimension: 40 }),
    createTag('Index', 'DINT', 2, newId).tag,
  ];
  const project = createEmptyProject('Array tags');
  return { ...project, tagMap: Object.fromEntries(tags.map((tag) => [tag.uuid, tag])) };
}
