/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
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
          include: ['{engine-wasm,compiler,functions,content,scripts}/**/*.test.ts'],
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
