import { test as base, expect } from '@playwright/test';

/** The binding each document of a test reports its Content-Security-Policy violations to. */
const CSP_BINDING = '__plcsimCspViolation';

/**
 * The `test` every end-to-end spec uses. It fails a test when any request leaves 127.0.0.1 (so a CDN
 * or tracker load is caught), when the page throws an uncaught error, or when any document (frames
 * included) reports a Content-Security-Policy violation (the site's headers, infra/securityHeaders.cjs).
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
      const cspViolations: string[] = [];
      await context.exposeBinding(CSP_BINDING, ({ frame }, violation: string) => {
        cspViolations.push(`${frame.url()}: ${violation}`);
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (text: string) => Promise<void>>)[binding];
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
          void report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}${where}`);
        });
      }, CSP_BINDING);
      await use(undefined);
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect(leftLocalhost, 'requests that left 127.0.0.1').toEqual([]);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
