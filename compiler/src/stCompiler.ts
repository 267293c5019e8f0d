/**
 * @plcsim/compiler/st: the Structured Text compiler on its own (the lezer parser, the checker and the
 * emitter), for `compileProjectWith`. The widget imports it on demand, the first time it compiles a
 * project whose program is Structured Text, so ladder-only pages do not download it.
 */
export { compileSt, type StCompileResult } from './st/compileSt.ts';
