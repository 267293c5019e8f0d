/** Every definition of problems 26–48, in problemNumber order. */
import { EASY } from './easy.ts';
import type { ProblemDef } from './framework.ts';
import { HARD } from './hard.ts';
import { MEDIUM } from './medium.ts';

export const DEFINITIONS: readonly ProblemDef[] = [...EASY, ...MEDIUM, ...HARD];
