import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Console errors a spec may allow, each with why it cannot be avoided. A learner's journey keeps the
 * console free of errors (issue 22 item 4), so this list starts empty; a spec that provokes an error on
 * purpose (e.g. a request made while offline) passes its own pattern to `watchConsole`.
 */
export const UNAVOIDABLE_CONSOLE_ERRORS: readonly RegExp[] = [];

export interface ConsoleWatch {
  /** The errors seen so far: console messages of type error and uncaught page errors. */
  errors(): string[];
  /** Fails the test when any error not on the allow-list was seen. */
  expectNone(): void;
}

function describeMessage(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return url ? `${message.text()} (${url}:${lineNumber})` : message.text();
}

/**
 * Collects console errors and uncaught errors of one page, or of every page of a browser context
 * (pages opened later included): `const watch = watchConsole(page)` … `watch.expectNone()`.
 * `allowed` adds patterns for errors a spec provokes on purpose; comment each where it is passed.
 */
export function watchConsole(target: Page | BrowserContext, allowed: readonly RegExp[] = []): ConsoleWatch {
  const seen: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') seen.push(`console.error: ${describeMessage(message)}`);
  };
  const onError = (error: Error) => seen.push(`uncaught: ${error.message}`);
  if ('newPage' in target) {
    target.on('console', onConsole);
    target.on('weberror', (webError) => onError(webError.error()));
  } else {
    target.on('console', onConsole);
    target.on('pageerror', onError);
  }
  const patterns = [...UNAVOIDABLE_CONSOLE_ERRORS, ...allowed];
  const errors = () => seen.filter((text) => !patterns.some((pattern) => pattern.test(text)));
  return {
    errors,
    expectNone: () => expect(errors(), 'console errors in the browser').toEqual([]),
  };
}
