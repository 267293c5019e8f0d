#!/usr/bin/env node
// `plcsim`: the compiler and VM from a terminal (the cli workspace, @plcsim/cli). Runs the bundle
// `npm run generate` builds (cli/build, see cli/src/bundle.ts) while it is newer than every source it
// was built from; otherwise, or with PLCSIM_FROM_SOURCE=1, the TypeScript sources directly through tsx.
import { readFileSync, statSync } from 'node:fs';

// Output piped into `head` and the like: stop quietly when the reader goes away.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const root = new URL('../', import.meta.url);
const bundle = new URL('cli/build/', root);

/** True when the bundle exists and no source it was built from changed since. */
function bundleIsFresh() {
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(new URL('manifest.json', bundle), 'utf8'));
    return inputs.every((input) => statSync(new URL(input, root)).mtimeMs < builtAt);
  } catch {
    return false;
  }
}

let main;
if (process.env.PLCSIM_FROM_SOURCE !== '1' && bundleIsFresh()) {
  ({ main } = await import(new URL('main.js', bundle).href));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../cli/src/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
