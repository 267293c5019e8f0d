/**
 * Backend settings from the environment. In AWS, serverless.yml sets them; locally `npm start` (and
 * the integration tests) point them at DynamoDB Local and cognito-local.
 */
export interface BackendConfig {
  /** The single DynamoDB table. */
  tableName: string;
  region: string;
  /** DynamoDB endpoint; unset in AWS. */
  dynamoEndpoint: string | undefined;
  /** Token issuer: `https://cognito-idp.{region}.amazonaws.com/{poolId}`, or cognito-local's `http://127.0.0.1:9229/{poolId}`. */
  issuer: string;
  /** The user-pool app client id (the id token's `aud`). */
  clientId: string;
  /** Where the issuer's signing keys are. */
  jwksUri: string;
  /** Shared links (POST /shared) one source address may create per minute. */
  shareRateLimit: number;
  /**
   * The site's origins (`https://plcsim.example`, no path): links on them are ours for GET /oembed,
   * and their `/embed/…` pages are what it embeds. From PLCSIM_SITE_ORIGINS, comma-separated.
   */
  siteOrigins: string[];
  /** The Cognito user pool (account deletion removes its user); set only for the functions that need it. */
  userPoolId: string;
  /** Cognito's endpoint: cognito-local's locally; unset in AWS. */
  cognitoEndpoint: string | undefined;
}

/** A classroom behind one NAT address shares a few links a minute, never this many. */
export const DEFAULT_SHARE_RATE_LIMIT = 30;

/** A whole number of at least 1 from the environment, else `fallback`. */
function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isSafeInteger(parsed) && parsed >= 1
    ? parsed
    : fallback;
}

/**
 * The origins of a comma-separated list, normalised (`HTTPS://Plcsim.Example:443/` →
 * `https://plcsim.example`) and without repeats. An entry that is not a bare http(s) origin (a path,
 * a query, credentials, another scheme, not a URL) is left out.
 */
export function parseSiteOrigins(value: string | undefined): string[] {
  const origins = new Set<string>();
  for (const entry of (value ?? '').split(',')) {
    let url: URL;
    try {
      url = new URL(entry.trim());
    } catch {
      continue;
    }
    const bare = url.pathname === '/' && url.search === '' && url.hash === '';
    const credentials = url.username !== '' || url.password !== '';
    if ((url.protocol === 'https:' || url.protocol === 'http:') && bare && !credentials) {
      origins.add(url.origin);
    }
  }
  return [...origins];
}

export function backendConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const issuer = env.PLCSIM_ISSUER ?? '';
  return {
    tableName: env.PLCSIM_TABLE ?? 'plcsim',
    region: env.AWS_REGION ?? 'local',
    dynamoEndpoint: env.PLCSIM_DYNAMODB_ENDPOINT || undefined,
    issuer,
    clientId: env.PLCSIM_CLIENT_ID ?? '',
    jwksUri: env.PLCSIM_JWKS_URI ?? `${issuer}/.well-known/jwks.json`,
    shareRateLimit: positiveInteger(env.PLCSIM_SHARE_RATE_LIMIT, DEFAULT_SHARE_RATE_LIMIT),
    siteOrigins: parseSiteOrigins(env.PLCSIM_SITE_ORIGINS),
    userPoolId: env.PLCSIM_USER_POOL_ID ?? '',
    cognitoEndpoint: env.PLCSIM_COGNITO_ENDPOINT || undefined,
  };
}
