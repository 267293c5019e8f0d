/**
 * Which user pool the site signs in against (spec 000 §2, RECIPES "Amplify against it"). A production
 * build names its Cognito pool and app client with VITE_PLCSIM_USER_POOL_ID and VITE_PLCSIM_CLIENT_ID and
 * no endpoint. Without them the site uses the local pool (cognito-local, started by `npm start` and the
 * end-to-end tests) through the same-origin `/cognito` path that the dev and preview servers proxy to it,
 * so a built site never needs to know cognito-local's port. VITE_PLCSIM_COGNITO_ENDPOINT overrides the
 * endpoint (absolute, or a path on the site's origin).
 */

/** The fixed local pool and app client (scripts/lib/localStack/cognito.ts). */
export const LOCAL_USER_POOL_ID = 'local_plcsim01';
export const LOCAL_CLIENT_ID = 'plcsimlocalwebclient000001';

/** The same-origin path the dev and preview servers proxy to cognito-local (vite.config.ts). */
export const LOCAL_COGNITO_PATH = '/cognito';

export interface AuthSettings {
  userPoolId: string;
  userPoolClientId: string;
  /** Absolute address of a local user pool; undefined for the real Cognito service. */
  userPoolEndpoint?: string;
}

export interface AuthEnv {
  VITE_PLCSIM_USER_POOL_ID?: string;
  VITE_PLCSIM_CLIENT_ID?: string;
  VITE_PLCSIM_COGNITO_ENDPOINT?: string;
}

const given = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/** The settings for a build with `env`, served from `origin` (e.g. 'http://127.0.0.1:4180'). */
export function authSettings(env: AuthEnv, origin: string): AuthSettings {
  const userPoolId = given(env.VITE_PLCSIM_USER_POOL_ID);
  const endpoint = given(env.VITE_PLCSIM_COGNITO_ENDPOINT);
  const resolve = (address: string) => new URL(address, origin).href.replace(/\/$/, '');
  if (userPoolId) {
    return {
      userPoolId,
      userPoolClientId: given(env.VITE_PLCSIM_CLIENT_ID) ?? '',
      userPoolEndpoint: endpoint ? resolve(endpoint) : undefined,
    };
  }
  return {
    userPoolId: LOCAL_USER_POOL_ID,
    userPoolClientId: given(env.VITE_PLCSIM_CLIENT_ID) ?? LOCAL_CLIENT_ID,
    userPoolEndpoint: resolve(endpoint ?? LOCAL_COGNITO_PATH),
  };
}

/** True when the site talks to a local user pool (cognito-local) rather than Cognito. */
export function isLocalPool(settings: AuthSettings): boolean {
  return settings.userPoolEndpoint !== undefined;
}
