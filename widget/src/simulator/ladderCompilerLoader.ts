import type { LadderCompiler } from '@plcsim/compiler';
import { onDemand } from './onDemand.ts';

/**
 * The ladder compiler (`@plcsim/compiler/ladder`: validation, teaching warnings and the emitter, ~8 KB
 * gzip), imported once per page the first time a ladder project is compiled; a page in Structured Text
 * never downloads it (issue 12's size budget).
 */
const ladderCompiler = onDemand<LadderCompiler>(() =>
  import('@plcsim/compiler/ladder').then((module) => module.compileLadder),
);

/** The ladder compiler once it has been imported (by any controller on the page), else null. */
export const loadedLadderCompiler = (): LadderCompiler | null => ladderCompiler.loaded();

/** Imports the ladder compiler (once per page). */
export const loadLadderCompiler = (): Promise<LadderCompiler> => ladderCompiler.load();
