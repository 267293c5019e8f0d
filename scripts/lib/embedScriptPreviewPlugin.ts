/**
 * `vite preview` serves the script-tag embed at the site's root, as the deployed site does
 * (`npm run deploy` builds it into the site: scripts/lib/deploy/buildSite.ts): `plc-simulator.js`, its
 * module and chunks and `engine.wasm` from widget/dist/standalone (`npm run build:embeds`), with the
 * Cache-Control and content type the deploy uploads them with. The security headers plugin, before this
 * one, adds the headers (Access-Control-Allow-Origin: * for these files).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import securityHeaders from '../../infra/securityHeaders.cjs';
import { cacheControlFor, contentTypeFor } from './deploy/uploadPlan.ts';

export function embedScriptPreviewPlugin(standaloneDir: string): Plugin {
  return {
    name: 'plcsim:embed-script-preview',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        const name = pathname.slice(1);
        const file = `${standaloneDir}/${name}`;
        if (!securityHeaders.isStandaloneFile(pathname) || name.includes('/') || !existsSync(file)) {
          next();
          return;
        }
        response.setHeader('content-type', contentTypeFor(name));
        response.setHeader('cache-control', cacheControlFor(name));
        response.end(request.method === 'HEAD' ? undefined : readFileSync(file));
      });
    },
  };
}
