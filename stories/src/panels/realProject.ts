import { createEmptyProject, createTag, type Project } from '@plcsim/compiler';

/**
 * Tags for the REAL stories: Level 1.5, Gain 0.1 and Temperature -273.15 (REAL), beside a DINT Count 42
 * and a BOOL Pump (issue 24: REAL in the Tags tab).
 */
export function realProject(): Project {
  let next = 0;
  const newId = () => `real-${next++}`;
  const tags = [
    createTag('Level', 'REAL', 1.5, newId).tag,
    createTag('Gain', 'REAL', Math.fround(0.1), newId).tag,
    createTag('Temperature', 'REAL', Math.fround(-273.15), newId).tag,
    createTag('Count', 'DINT', 42, newId).tag,
    createTag('Pump', 'BOOL', 1, newId).tag,
  ];
  const project = createEmptyProject('REAL tags');
  return { ...project, tagMap: Object.fromEntries(tags.map((tag) => [tag.uuid, tag])) };
}
