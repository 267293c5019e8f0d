import { describe, expect, it } from 'vitest';
import securityHeaders from '../../infra/securityHeaders.cjs';
import { cognitoOrigin } from './securityHeadersPlugin.ts';

describe('the security headers (infra/securityHeaders.cjs)', () => {
  it('lets other sites frame only the embeds and plc-simulator.js', () => {
    const csp = (path: string) => securityHeaders.headersFor(path)['content-security-policy'];
    expect(csp('/')).toMatch(/; frame-ancestors 'self'$/);
    expect(csp('/projects/abc')).toMatch(/; frame-ancestors 'self'$/);
    expect(csp('/embed/examples/1')).toMatch(/; frame-ancestors \*$/);
    expect(csp('/plc-simulator.js')).toMatch(/; frame-ancestors \*$/);
    expect(csp('/embedded')).toMatch(/; frame-ancestors 'self'$/);
  });

  it('allows no inline script outside the dev server, and WebAssembly compilation everywhere', () => {
    const built = securityHeaders.headersFor('/')['content-security-policy'];
    expect(built).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(built).not.toMatch(/script-src[^;]* 'unsafe-(eval|inline)'/);
    const dev = securityHeaders.headersFor('/', { dev: true })['content-security-policy'];
    expect(dev).toContain("script-src 'self' 'wasm-unsafe-eval' 'unsafe-inline';");
    expect(dev).toContain("connect-src 'self' ws:;");
  });

  it('lets the script-tag embed files be read cross-origin, and nothing else', () => {
    for (const path of [
      '/plc-simulator.js',
      '/plc-simulator.module.js',
      '/plc-simulator-core-zTnfaQW9.js',
      '/engine.wasm',
    ]) {
      expect(securityHeaders.headersFor(path)['access-control-allow-origin'], path).toBe('*');
    }
    for (const path of ['/', '/assets/engine-1.wasm', '/embed/examples/1', '/api/projects']) {
      expect(securityHeaders.headersFor(path)['access-control-allow-origin'], path).toBeUndefined();
    }
  });

  it('allows the Cognito origin the build signs in against', () => {
    expect(cognitoOrigin({})).toBeUndefined();
    expect(cognitoOrigin({ VITE_PLCSIM_USER_POOL_ID: 'eu-west-1_AbC123' })).toBe(
      'https://cognito-idp.eu-west-1.amazonaws.com',
    );
    expect(cognitoOrigin({ VITE_PLCSIM_COGNITO_ENDPOINT: 'http://127.0.0.1:9229' })).toBe(
      'http://127.0.0.1:9229',
    );
    expect(
      cognitoOrigin({
        VITE_PLCSIM_USER_POOL_ID: 'eu-west-1_AbC123',
        VITE_PLCSIM_COGNITO_ENDPOINT: '/cognito',
      }),
    ).toBeUndefined();
    const csp = securityHeaders.headersFor('/', {
      cognitoOrigin: 'https://cognito-idp.eu-west-1.amazonaws.com',
    });
    expect(csp['content-security-policy']).toContain(
      "connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com;",
    );
  });
});
