'use strict';
/**
 * The site's security headers, defined once (issue 23 §2). Consumed by:
 * - infra/site.yml: CloudFront's response headers policies (`${file(infra/securityHeaders.cjs):…}`;
 *   Serverless v3 loads `.js`/`.cjs` files with `require`, hence CommonJS);
 * - vite.config.ts (scripts/lib/securityHeadersPlugin.ts): `npm start`'s dev server and `vite preview`,
 *   the server of the end-to-end tests.
 * docs/operations.md "Security headers" explains each directive.
 */

/** HSTS: two years, subdomains included. */
const HSTS_MAX_AGE = 63072000;

const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Browser features the site never uses: no page or frame of it may use them. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Content-Security-Policy directives, in order.
 * - script-src: the site's own files; 'wasm-unsafe-eval' lets the VM (engine.wasm) compile; no inline
 *   script. The dev server adds 'unsafe-inline' for @vitejs/plugin-react's inline Fast Refresh preamble.
 * - style-src 'unsafe-inline': Monaco and the widget insert <style> elements at run time (Monaco's
 *   theme and decorations; the widget's styles in its shadow root), and the dev server injects CSS
 *   as <style> elements. Styles cannot run code.
 * - connect-src: the API and the local user pool are same-origin (`/api`, `/cognito`); Cognito in AWS is
 *   `https://cognito-idp.<region>.amazonaws.com` (`cognitoOrigin`). The dev server adds `ws:` for HMR.
 * - worker-src: Monaco's editor worker and the service worker are same-origin files.
 * - img-src data: Monaco's stylesheet draws a few icons from data: URLs.
 * - frame-src: embed previews of the site itself, and the Help page's tutorial videos
 *   (web/src/siteConfig.ts: youtube-nocookie.com players, loaded only when the visitor presses play).
 * - frame-ancestors: `*` on the embeddable paths (`/embed/…`, `/plc-simulator.js`), 'self' elsewhere.
 * @param {{ frameAncestors: string, cognitoOrigin?: string, dev?: boolean }} options
 * @returns {[string, string[]][]}
 */
function cspDirectives({ frameAncestors, cognitoOrigin, dev = false }) {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...(dev ? ["'unsafe-inline'"] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(cognitoOrigin ? [cognitoOrigin] : []), ...(dev ? ['ws:'] : [])]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'self'", 'https://www.youtube-nocookie.com']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [frameAncestors]],
  ];
}

/**
 * The Content-Security-Policy header value.
 * @param {{ frameAncestors: string, cognitoOrigin?: string, dev?: boolean }} options
 */
function contentSecurityPolicy(options) {
  return cspDirectives(options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Paths other sites may frame (the iframe embed) or load (the script-tag embed). */
const isFramable = (/** @type {string} */ pathname) =>
  pathname.startsWith('/embed/') || pathname === '/plc-simulator.js';

/**
 * The script-tag embed's files at the site root (plc-simulator.js, plc-simulator.module.js, its
 * plc-simulator-*.js chunks, engine.wasm): third-party pages import and fetch them cross-origin.
 */
const isStandaloneFile = (/** @type {string} */ pathname) =>
  /^\/plc-simulator[^/]*\.js$/.test(pathname) || pathname === '/engine.wasm';

/**
 * Every header a response for `pathname` carries (names in lower case).
 * @param {string} pathname
 * @param {{ cognitoOrigin?: string, dev?: boolean }} [options]
 * @returns {Record<string, string>}
 */
function headersFor(pathname, options = {}) {
  const frameAncestors = isFramable(pathname) ? '*' : "'self'";
  return {
    'content-security-policy': contentSecurityPolicy({ ...options, frameAncestors }),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    ...(isStandaloneFile(pathname) ? { 'access-control-allow-origin': '*' } : {}),
  };
}

/**
 * A CloudFront ResponseHeadersPolicyConfig with the same headers as headersFor.
 * @param {{ name: string, frameAncestors: string, cognitoOrigin: string, cors: boolean }} options
 */
function cloudFrontPolicy({ name, frameAncestors, cognitoOrigin, cors }) {
  return {
    Name: name,
    Comment: `plcsim security headers (infra/securityHeaders.cjs), frame-ancestors ${frameAncestors}`,
    SecurityHeadersConfig: {
      ContentSecurityPolicy: {
        ContentSecurityPolicy: contentSecurityPolicy({ frameAncestors, cognitoOrigin }),
        Override: true,
      },
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: HSTS_MAX_AGE,
        IncludeSubdomains: true,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: REFERRER_POLICY, Override: true },
    },
    CustomHeadersConfig: {
      Items: [{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }],
    },
    ...(cors
      ? {
          CorsConfig: {
            AccessControlAllowOrigins: { Items: ['*'] },
            AccessControlAllowHeaders: { Items: ['*'] },
            AccessControlAllowMethods: { Items: ['GET', 'HEAD'] },
            AccessControlAllowCredentials: false,
            AccessControlMaxAgeSec: 600,
            OriginOverride: true,
          },
        }
      : {}),
  };
}

/**
 * For infra/site.yml: `${file(infra/securityHeaders.cjs):cloudFront}` is called by Serverless with its
 * variable resolver and answers the three policies of the stage and region.
 * @param {{ resolveVariable: (address: string) => Promise<unknown> }} serverless
 */
async function cloudFront({ resolveVariable }) {
  const region = String(await resolveVariable('self:provider.region'));
  const stage = String(await resolveVariable('sls:stage'));
  const service = String(await resolveVariable('self:service'));
  const cognitoOrigin = `https://cognito-idp.${region}.amazonaws.com`;
  const prefix = `${service}-${stage}-${region}`;
  return {
    site: cloudFrontPolicy({ name: `${prefix}-site`, frameAncestors: "'self'", cognitoOrigin, cors: false }),
    embed: cloudFrontPolicy({ name: `${prefix}-embed`, frameAncestors: '*', cognitoOrigin, cors: false }),
    standalone: cloudFrontPolicy({
      name: `${prefix}-standalone`,
      frameAncestors: '*',
      cognitoOrigin,
      cors: true,
    }),
  };
}

module.exports = {
  HSTS_MAX_AGE,
  REFERRER_POLICY,
  PERMISSIONS_POLICY,
  contentSecurityPolicy,
  headersFor,
  isFramable,
  isStandaloneFile,
  cloudFront,
};
