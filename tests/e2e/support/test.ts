import { test as base, expect } from '@playwright/test';

/**
 * The `test` every end-to-end spec uses. It fails a test when any request leaves 127.0.0.1 (so a CDN
 * or tracker load is caught), or when the page throws an uncaught error.
 */
export const test = base.extend<{ localOnly: undefined }>({
  localOnly: [
    async ({ context, page }, use) => {
      const leftLocalhost: string[] = [];
      const pageErrors: string[] = [];
      await context.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (url.hostname === '127.0.0.1') return route.continue();
        leftLocalhost.push(url.href);
        return route.abort('blockedbyclient');
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await use(undefined);
      expect(leftLocalhost, 'requests that left 127.0.0.1').toEqual([]);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
