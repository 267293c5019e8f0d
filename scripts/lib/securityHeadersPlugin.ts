/**
 * The security headers of infra/securityHeaders.cjs (the definition CloudFront's response headers
 * policies use too) on every answer of `npm start`'s dev server and of `vite preview`, the server the
 * end-to-end tests use. The dev server's policy also allows HMR (its inline preamble and websocket).
 */
import type { Connect, Plugin } from 'vite';
import securityHeaders from '../../infra/securityHeaders.cjs';

export interface SiteEnv {
  VITE_PLCSIM_USER_POOL_ID?: string;
  VITE_PLCSIM_COGNITO_ENDPOINT?: string;
}

/**
 * The Cognito origin the built site calls, for connect-src: none when it uses the same-origin `/cognito`
 * proxy (the local pool); the endpoint's origin when it is absolute; else Cognito in the pool's region
 * (web/src/auth/config.ts makes the same choice).
 */
export function cognitoOrigin(env: SiteEnv): string | undefined {
  const endpoint = env.VITE_PLCSIM_COGNITO_ENDPOINT?.trim();
  if (endpoint && /^https?:\/\//.test(endpoint)) return new URL(endpoint).origin;
  if (endpoint) return undefined;
  const region = /^([a-z]{2}(?:-[a-z]+)+-\d+)_/.exec(env.VITE_PLCSIM_USER_POOL_ID?.trim() ?? '')?.[1];
  return region ? `https://cognito-idp.${region}.amazonaws.com` : undefined;
}

function headersMiddleware(options: { dev: boolean; cognitoOrigin?: string }): Connect.NextHandleFunction {
  return (request, response, next) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of Object.entries(securityHeaders.headersFor(pathname, options))) {
      response.setHeader(name, value);
    }
    next();
  };
}

/** Adds the headers before Vite's own middlewares (and its `/api`, `/cognito` proxies) answer. */
export function securityHeadersPlugin(env: SiteEnv): Plugin {
  const origin = cognitoOrigin(env);
  return {
    name: 'plcsim:security-headers',
    configureServer(server) {
      server.middlewares.use(headersMiddleware({ dev: true, cognitoOrigin: origin }));
    },
    configurePreviewServer(server) {
      server.middlewares.use(headersMiddleware({ dev: false, cognitoOrigin: origin }));
    },
  };
}
