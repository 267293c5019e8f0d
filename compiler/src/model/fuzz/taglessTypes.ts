/** Issue 25's instructions that ignore their `tag` (a file instruction's tag is its CONTROL, PID's its PID). */
import { COMPUTE_COMPARE_INSTRUCTIONS, COMPUTE_INSTRUCTIONS, ROUTINE_INSTRUCTIONS } from '../project.ts';
import { FILE_COPY_INSTRUCTIONS, PROGRAM_CONTROL_INSTRUCTIONS } from '../programControl.ts';

export const TAGLESS_ISSUE_25: readonly string[] = [
  ...COMPUTE_INSTRUCTIONS,
  ...COMPUTE_COMPARE_INSTRUCTIONS,
  ...PROGRAM_CONTROL_INSTRUCTIONS,
  ...FILE_COPY_INSTRUCTIONS,
  ...ROUTINE_INSTRUCTIONS,
];
