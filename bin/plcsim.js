#!/usr/bin/env node
// `plcsim`: the compiler and VM from a terminal. Runs the TypeScript sources directly through tsx.
import { register } from 'tsx/esm/api';

// Output piped into `head` and the like: stop quietly when the reader goes away.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

register();
const { main } = await import('../compiler/src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
