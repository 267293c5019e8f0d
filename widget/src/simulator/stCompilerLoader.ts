import type { StCompiler } from '@plcsim/compiler';
import { onDemand } from './onDemand.ts';

/**
 * The Structured Text compiler (`@plcsim/compiler/st`: the lezer parser, the checker and the emitter,
 * ~35 KB gzip), imported once per page the first time a project in Structured Text is compiled; a
 * ladder-only page never downloads it (issue 12's size budget).
 */
const stCompiler = onDemand<StCompiler>(() =>
  import('@plcsim/compiler/st').then((module) => module.compileSt),
);

/** The Structured Text compiler once it has been imported (by any controller on the page), else null. */
export const loadedStCompiler = (): StCompiler | null => stCompiler.loaded();

/** Imports the Structured Text compiler (once per page). */
export const loadStCompiler = (): Promise<StCompiler> => stCompiler.load();
