import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { backendConfig } from '../config.ts';
import { isAccountDeleted } from '../data/accountRepository.ts';
import { MESSAGES, unauthorized } from '../http/errors.ts';
import { noteCaller } from '../http/requestLog.ts';

/** A valid token of an account that is deleted (or being deleted): 401. */
export const ACCOUNT_DELETED = 'This account has been deleted.';

/** The signed-in user, from a verified Cognito id token. */
export interface Caller {
  /** Cognito user id: the owner key of everything the user stores. */
  sub: string;
  /** `cognito:username`: shown as the creator of community projects. */
  username: string;
  email: string | undefined;
}

type Verifier = { verify(token: string): Promise<Record<string, unknown>> };
let verifier: Verifier | null = null;

/**
 * Verifies the id token itself (signature, issuer, audience, expiry) with aws-jwt-verify: the local
 * serverless-offline authorizer checks no signature, and in AWS this is a second check. JWKS over
 * plain fetch, so cognito-local's http issuer works too.
 */
function tokenVerifier(): Verifier {
  if (verifier) return verifier;
  const config = backendConfig();
  const created = JwtRsaVerifier.create(
    { issuer: config.issuer, audience: config.clientId, jwksUri: config.jwksUri },
    {
      jwksCache: new SimpleJwksCache({
        fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
      }),
    },
  );
  verifier = { verify: async (token) => (await created.verify(token)) as Record<string, unknown> };
  return verifier;
}

function bearer(event: APIGatewayProxyEventV2): string | null {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** The token's user, verified (signature, issuer, audience, expiry); null without a token, 401 when invalid. */
async function tokenCaller(event: APIGatewayProxyEventV2): Promise<Caller | null> {
  const token = bearer(event);
  if (!token) return null;
  let claims: Record<string, unknown>;
  try {
    claims = await tokenVerifier().verify(token);
  } catch {
    throw unauthorized(MESSAGES.badToken);
  }
  const sub = claims.sub;
  const username = claims['cognito:username'];
  if (typeof sub !== 'string' || typeof username !== 'string') throw unauthorized(MESSAGES.badToken);
  noteCaller(event, sub);
  return { sub, username, email: typeof claims.email === 'string' ? claims.email : undefined };
}

/**
 * The caller when the request carries a valid id token; null when it carries none; 401 when it is
 * invalid, or when its account is deleted: an id token stays valid until it expires, so one of a
 * deleted account must not store anything again.
 */
export async function optionalCaller(event: APIGatewayProxyEventV2): Promise<Caller | null> {
  const caller = await tokenCaller(event);
  if (caller && (await isAccountDeleted(caller.sub))) throw unauthorized(ACCOUNT_DELETED);
  return caller;
}

/** The caller; 401 'Sign in to do this.' without a token. */
export async function requireCaller(event: APIGatewayProxyEventV2): Promise<Caller> {
  const caller = await optionalCaller(event);
  if (!caller) throw unauthorized(MESSAGES.signInRequired);
  return caller;
}

/**
 * The caller even when their account is marked deleted: only account deletion takes this, so a
 * deletion that stopped halfway can be finished by calling it again.
 */
export async function requireCallerForDeletion(event: APIGatewayProxyEventV2): Promise<Caller> {
  const caller = await tokenCaller(event);
  if (!caller) throw unauthorized(MESSAGES.signInRequired);
  return caller;
}
