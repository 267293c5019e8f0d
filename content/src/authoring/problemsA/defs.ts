/** Every problem of this batch, in problemNumber order. */
import { EASY } from './defsEasy.ts';
import { HARD } from './defsHard.ts';
import { MEDIUM } from './defsMedium.ts';
import type { ProblemDef } from './model.ts';

export const DEFS: readonly ProblemDef[] = [...EASY, ...MEDIUM, ...HARD];
