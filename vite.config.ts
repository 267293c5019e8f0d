/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { monacoSlim } from './scripts/lib/monacoSlim.ts';
import { embedScriptPreviewPlugin } from './scripts/lib/embedScriptPreviewPlugin.ts';
import { securityHeadersPlugin } from './scripts/lib/securityHeadersPlugin.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** Where `npm start` runs the local backend (serverless-offline); the dev server proxies `/api` to it. */
const apiTarget = process.env.PLCSIM_API_URL ?? 'http://127.0.0.1:3002';

/**
 * Where cognito-local listens; the dev and preview servers proxy the same-origin `/cognito` path to it,
 * the site's default user pool endpoint (web/src/auth/config.ts).
 */
const cognitoTarget =
  process.env.PLCSIM_COGNITO_URL ??
  (process.env.VITE_PLCSIM_COGNITO_ENDPOINT?.startsWith('http')
    ? process.env.VITE_PLCSIM_COGNITO_ENDPOINT
    : 'http://127.0.0.1:9229');

/** `/api` → the local API, `/cognito` → cognito-local (dev server and `vite preview` alike). */
const localProxy = {
  '/api': { target: apiTarget, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api/, '') },
  '/cognito': {
    target: cognitoTarget,
    changeOrigin: true,
    rewrite: (path: string) => path.replace(/^\/cognito/, '') || '/',
  },
};

/**
 * The site's service worker (issue 14 §6, docs/decisions.md "Offline"): Workbox's generateSW precaches
 * everything the build writes (index.html, every JS and CSS chunk including the lazy editor and scene
 * chunks, and Monaco's once it lands, the VM's .wasm, the icon and the manifest), so after one visit `/` opens, builds and runs with the network
 * off. Navigations to SPA routes fall back to the precached index.html; `/api/`, `/cognito/` and `/embed/`
 * navigations, and paths that look like files, always go to the network. API and Cognito requests are not
 * routed by the worker at all: they reach the network exactly as without it, and offline they fail in the
 * page, where web/src/api/http.ts turns the failure into the offline message. Registered from
 * web/src/app/siteMain.tsx in production builds only (never in the dev server or Vitest).
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // siteMain.tsx imports `virtual:pwa-register`; nothing is injected into index.html (embeds never register).
  injectRegister: false,
  // The icon is precached by the glob below already; listing it again would duplicate the entry.
  includeManifestIcons: false,
  manifest: {
    name: 'PLC IO Simulator',
    short_name: 'PLC Simulator',
    description:
      'Learn PLC programming in your browser: ladder logic and Structured Text against animated industrial scenes.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1d6fd8',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    // Everything the build writes (the plugin adds manifest.webmanifest itself).
    globPatterns: ['**/*.{html,js,css,wasm,svg,png,ico,woff,woff2,ttf}'],
    // Room for Monaco's lazy chunk (~4.5 MB raw) once the Structured Text editor lands; Workbox's default
    // (2 MiB) would fail the build then. Today's largest chunk is well under 1 MB.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/cognito(\/|$)/, /^\/embed(\/|$)/, /\/[^/?]+\.[^/?]+$/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // No runtimeCaching: API GETs are never cached or answered by the worker (docs/decisions.md "Offline").
  },
});

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  // The dev and preview servers send the site's security headers (infra/securityHeaders.cjs); the preview
  // server also serves plc-simulator.js at the root, as the deployed site does.
  plugins: [
    react(),
    pwa,
    securityHeadersPlugin(process.env),
    embedScriptPreviewPlugin(`${repoRoot}widget/dist/standalone`),
    monacoSlim(),
  ],
  server: {
    host: '127.0.0.1',
    proxy: localProxy,
  },
  preview: { host: '127.0.0.1', proxy: localProxy },
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    // Never inline the VM: it must stay a separate, streamable .wasm file.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
  },
  test: {
    root: repoRoot,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{engine-wasm,compiler,functions,content,cli,scripts}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{web,widget}/**/*.test.{ts,tsx}'],
          setupFiles: [`${repoRoot}web/src/test/setup.ts`],
        },
      },
      {
        // Builds the widget's library and standalone script (in memory) and holds their size budgets.
        extends: true,
        test: {
          name: 'budgets',
          environment: 'node',
          include: ['tests/budgets/**/*.test.ts'],
        },
      },
      {
        // Against the real local stack over HTTP (tests/integration/support/globalSetup.ts starts it).
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/support/globalSetup.ts'],
          // One file at a time: tests share the stack's community list and measure vote counts.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
        },
      },
    ],
  },
});
