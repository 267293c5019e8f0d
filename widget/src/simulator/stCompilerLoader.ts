import type { StCompiler } from '@plcsim/compiler';

let loaded: StCompiler | null = null;
let loading: Promise<StCompiler> | null = null;

/** The Structured Text compiler once it has been imported (by any controller on the page), else null. */
export function loadedStCompiler(): StCompiler | null {
  return loaded;
}

/**
 * Imports the Structured Text compiler (`@plcsim/compiler/st`: the lezer parser, the checker and the
 * emitter, ~30 KB gzip) once per page, the first time a project in Structured Text is compiled; a
 * ladder-only page never downloads it (issue 12's size budget). After a failed import (the network)
 * the next call tries again.
 */
export function loadStCompiler(): Promise<StCompiler> {
  loading ??= import('@plcsim/compiler/st').then(
    (module) => {
      loaded = module.compileSt;
      return module.compileSt;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
