import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

/**
 * Storybook for the scenes, I/O symbols, instructions and widget states. Its Vite root is `stories/`, so
 * the site's `vite.config.ts` (root `web/`) is not loaded; what the stories need from it is repeated here.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react()],
      build: {
        // Never inline the VM: `@plcsim/engine-wasm/engine.wasm?url` must stay a separate .wasm file.
        assetsInlineLimit: (file: string) => (file.endsWith('.wasm') ? false : undefined),
        chunkSizeWarningLimit: 2048,
      },
    }),
};

export default config;
