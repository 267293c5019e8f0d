// `virtual:pwa-register` (vite-plugin-pwa), imported by app/siteMain.tsx to register the offline service worker.
/// <reference types="vite-plugin-pwa/vanillajs" />
