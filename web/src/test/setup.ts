// jsdom has no canvas; list pages draw scene thumbnails with paper.js.
import 'vitest-canvas-mock';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
