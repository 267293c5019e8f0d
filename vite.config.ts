/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** Where `npm start` runs the local backend (serverless-offline); the dev server proxies `/api` to it. */
const apiTarget = process.env.PLCSIM_API_URL ?? 'http://127.0.0.1:3002';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, rewrite: (path) => path.replace(/^\/api/, '') },
    },
  },
  preview: { host: '127.0.0.1' },
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
