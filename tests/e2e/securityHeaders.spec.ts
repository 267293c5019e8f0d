import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as plainTest } from '@playwright/test';
import securityHeaders from '../../infra/securityHeaders.cjs';
import { E2E_BASE_URL } from './support/server.ts';
import { expect, test } from './support/test.ts';

/**
 * The preview server (vite.config.ts) sends the headers of infra/securityHeaders.cjs, the definition
 * CloudFront's response headers policies are made of (tests/integration/serverlessPackage.test.ts checks
 * the packaged template against it), and Chromium enforces them: other sites may frame the embeds only.
 */
const SITE_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; font-src 'self'; connect-src 'self'; worker-src 'self'; " +
  "frame-src 'self' https://www.youtube-nocookie.com; manifest-src 'self'; object-src 'none'; " +
  "base-uri 'self'; form-action 'self'; frame-ancestors 'self'";
const EMBED_CSP = SITE_CSP.replace("frame-ancestors 'self'", 'frame-ancestors *');

const COMMON = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

test('the site, its SPA routes, the embeds and plc-simulator.js carry the security headers', async ({
  request,
}) => {
  const cases: [path: string, csp: string][] = [
    ['/', SITE_CSP],
    ['/projects/abc', SITE_CSP],
    ['/problems/1', SITE_CSP],
    ['/embed/examples/start-stop-seal-in?autoRun=1', EMBED_CSP],
    ['/plc-simulator.js', EMBED_CSP],
  ];
  for (const [path, csp] of cases) {
    const answer = await request.get(path);
    const headers = answer.headers();
    expect(headers['content-security-policy'], path).toBe(csp);
    expect(headers, path).toMatchObject(COMMON);
    // The same strings as the one definition gives for this path.
    const pathname = new URL(path, E2E_BASE_URL).pathname;
    expect(headers, path).toMatchObject(securityHeaders.headersFor(pathname));
  }
  // The script-tag embed's files are loaded cross-origin by course pages.
  // The preview server serves it at the root as the deployed site does, with the deploy's headers.
  const script = await request.get('/plc-simulator.js');
  expect(script.status()).toBe(200);
  expect(script.headers()).toMatchObject({
    'access-control-allow-origin': '*',
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-cache',
  });
  const site = await request.get('/');
  expect(site.headers()['access-control-allow-origin']).toBeUndefined();
  expect(await site.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

/** A course page framing an embed and a page of the site. */
const framesPage = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>A course page</title></head>
  <body>
    <iframe id="embed" title="embed" src="${E2E_BASE_URL}/embed/examples/start-stop-seal-in" style="width: 900px; height: 600px"></iframe>
    <iframe id="site" title="site" src="${E2E_BASE_URL}/examples" style="width: 900px; height: 600px"></iframe>
  </body>
</html>`;

/** A course page with the script-tag embed taken from the site's origin (docs/embedding.md). */
const scriptPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" /><title>A course page with the script</title>
    <script src="${E2E_BASE_URL}/plc-simulator.js" defer></script>
  </head>
  <body>
    <plc-simulator src="examples/start-stop-seal-in" api-base="${E2E_BASE_URL}/api" panels="scene,io" autorun></plc-simulator>
  </body>
</html>`;

let course: Server;
let courseUrl = '';
test.beforeAll(async () => {
  course = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.url === '/script' ? scriptPage : framesPage);
  });
  await new Promise<void>((resolve) => course.listen(0, '127.0.0.1', resolve));
  courseUrl = `http://127.0.0.1:${(course.address() as AddressInfo).port}/`;
});
test.afterAll(async () => {
  await new Promise((resolve) => course.close(resolve));
});

test("another site runs <plc-simulator> from the site's own plc-simulator.js", async ({ page }) => {
  const fromSite: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === E2E_BASE_URL && /^\/(plc-simulator[\w.-]*\.js|engine\.wasm)$/.test(url.pathname)) {
      fromSite.push(
        `${response.status()} ${url.pathname} ${response.headers()['access-control-allow-origin']}`,
      );
    }
  });
  await page.goto(`${courseUrl}script`);
  const simulator = page.getByRole('region', { name: 'PLC simulator' });
  await expect(simulator.getByText('Program running...')).toBeVisible({ timeout: 15_000 });
  // The loader, its module and the VM came from the site, readable by this other origin.
  expect(fromSite).toContain('200 /plc-simulator.js *');
  expect(fromSite).toContain('200 /plc-simulator.module.js *');
  expect(fromSite).toContain('200 /engine.wasm *');
});

test('another site may frame an embed but not the site itself', async ({ page }) => {
  await page.goto(courseUrl);
  await expect(page.frameLocator('#embed').getByRole('link', { name: 'Open in full editor' })).toBeVisible({
    timeout: 15_000,
  });
  // Chromium refuses the site's page in the frame (frame-ancestors 'self') and shows its error page.
  await expect
    .poll(() => page.frames().map((frame) => frame.url()))
    .toContain('chrome-error://chromewebdata/');
  await expect(page.frameLocator('#site').getByRole('navigation')).toHaveCount(0);
});

// Without the auto fixture, which fails a test on any violation: this one provokes one.
plainTest('an inline script is refused and reported as a violation', async ({ page }) => {
  await page.goto('/');
  const outcome = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(event.effectiveDirective),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { ran: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true, violations };
  });
  expect(outcome).toEqual({ ran: false, violations: ['script-src-elem'] });
});
