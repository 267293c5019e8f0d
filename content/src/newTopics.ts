/**
 * Whether a problem reaches past discrete logic (issue 27's count): REAL values, arrays, structures,
 * the instructions of issue 25 (compute, LIM/MEQ/CMP, file, shift, sequencer, program control, PID),
 * Add-On Instructions or subroutines, or analog channels — in its starting project or in any of its
 * reference solutions.
 */
import { COMPUTE_COMPARE_INSTRUCTIONS, COMPUTE_INSTRUCTIONS, type Project } from '@plcsim/compiler';
import { COURSE_LADDER_GROUPS } from './courseGroups.ts';

const NEW_LADDER = new Set<string>([
  ...COMPUTE_INSTRUCTIONS,
  ...COMPUTE_COMPARE_INSTRUCTIONS,
  ...Object.keys(COURSE_LADDER_GROUPS),
]);
/** Structured Text declarations and calls beyond BOOL/DINT, timers and counters. */
const NEW_ST = /\b(REAL|LREAL|ARRAY|STRUCT|TYPE|FUNCTION_BLOCK|FUNCTION|SCP|LIM|PID)\b/i;
const ANALOG = /^(AI|AO)\d+(_Raw)?$/i;

export type NewTopic = 'REAL' | 'array' | 'structure' | 'instruction' | 'AOI or routine' | 'analog';

/** The new topics `project` uses (empty for a discrete program). */
export function newTopicsOf(project: Project): Set<NewTopic> {
  const topics = new Set<NewTopic>();
  for (const tag of Object.values(project.tagMap)) {
    if (tag.data_type === 'REAL') topics.add('REAL');
    if (tag.dimension !== undefined) topics.add('array');
    if (tag.data_type === 'STRUCT' || tag.data_type === 'CONTROL') topics.add('structure');
    if (ANALOG.test(tag.name)) topics.add('analog');
  }
  if (
    project.programMode !== 'ST' &&
    Object.values(project.instructionMap).some((i) => NEW_LADDER.has(String(i.type)))
  )
    topics.add('instruction');
  if (project.programMode === 'ST') {
    const code = project.stSource.replace(/\(\*[\s\S]*?\*\)/g, ' ').replace(/\/\/[^\n]*/g, ' ');
    const match = NEW_ST.exec(code)?.[1]?.toUpperCase();
    if (match === 'REAL' || match === 'LREAL') topics.add('REAL');
    else if (match === 'ARRAY') topics.add('array');
    else if (match === 'STRUCT' || match === 'TYPE') topics.add('structure');
    else if (match) topics.add('instruction');
  }
  if ((project.addOnInstructions?.length ?? 0) > 0 || (project.routines?.length ?? 0) > 0)
    topics.add('AOI or routine');
  return topics;
}
