import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { AuthSettings } from './config.ts';
import { decodeJwt } from './jwt.ts';

type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];
type Tokens = Awaited<ReturnType<TokenRefresher>>;

/**
 * Amplify's own refresh calls an API cognito-local lacks (RECIPES "Amplify against it"), so against a
 * local pool only the site refreshes its tokens with InitiateAuth REFRESH_TOKEN_AUTH instead. Cognito in
 * production keeps Amplify's refresher.
 */
export function localTokenRefresher(settings: AuthSettings): TokenRefresher {
  return async ({ tokens, username }) => {
    const endpoint = settings.userPoolEndpoint;
    if (!endpoint || !tokens.refreshToken) throw new Error('No refresh token.');
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: settings.userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    });
    const answer = (await response.json()) as {
      message?: string;
      AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
    };
    const result = answer.AuthenticationResult;
    if (!response.ok || !result?.AccessToken) throw new Error(answer.message ?? 'Token refresh failed.');
    return {
      accessToken: decodeJwt(result.AccessToken) as Tokens['accessToken'],
      idToken: result.IdToken ? (decodeJwt(result.IdToken) as Tokens['accessToken']) : undefined,
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      clockDrift: tokens.clockDrift,
      username,
    };
  };
}
