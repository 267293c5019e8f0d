// jsdom has no canvas; list pages draw scene thumbnails with paper.js.
import 'vitest-canvas-mock';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLadderCompiler } from '../../../widget/src/simulator/ladderCompilerLoader.ts';

// The widget imports the ladder compiler on demand (issue 12's size budget); a page in the tests has it
// already, so a controller compiles a ladder project at once, as the site's workspace does.
await loadLadderCompiler();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
