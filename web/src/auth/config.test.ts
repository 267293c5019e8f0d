import { describe, expect, it } from 'vitest';
import { authSettings, isLocalPool, LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from './config.ts';

const origin = 'http://127.0.0.1:4180';

describe('auth settings', () => {
  it('uses the local pool through the same-origin /cognito path by default', () => {
    const settings = authSettings({}, origin);
    expect(settings).toEqual({
      userPoolId: LOCAL_USER_POOL_ID,
      userPoolClientId: LOCAL_CLIENT_ID,
      userPoolEndpoint: 'http://127.0.0.1:4180/cognito',
    });
    expect(isLocalPool(settings)).toBe(true);
  });

  it('uses the real Cognito pool (no endpoint) when the build names a pool', () => {
    const settings = authSettings(
      { VITE_PLCSIM_USER_POOL_ID: 'us-east-1_AbC123', VITE_PLCSIM_CLIENT_ID: 'client123' },
      origin,
    );
    expect(settings).toEqual({
      userPoolId: 'us-east-1_AbC123',
      userPoolClientId: 'client123',
      userPoolEndpoint: undefined,
    });
    expect(isLocalPool(settings)).toBe(false);
  });

  it('takes an explicit endpoint, absolute or relative to the origin', () => {
    expect(
      authSettings(
        {
          VITE_PLCSIM_USER_POOL_ID: 'local_plcsim01',
          VITE_PLCSIM_CLIENT_ID: 'c',
          VITE_PLCSIM_COGNITO_ENDPOINT: 'http://127.0.0.1:9229/',
        },
        origin,
      ).userPoolEndpoint,
    ).toBe('http://127.0.0.1:9229');
    expect(authSettings({ VITE_PLCSIM_COGNITO_ENDPOINT: '/pool' }, origin).userPoolEndpoint).toBe(
      'http://127.0.0.1:4180/pool',
    );
  });

  it('ignores blank variables', () => {
    expect(
      authSettings({ VITE_PLCSIM_USER_POOL_ID: ' ', VITE_PLCSIM_CLIENT_ID: '' }, origin).userPoolId,
    ).toBe(LOCAL_USER_POOL_ID);
  });
});
