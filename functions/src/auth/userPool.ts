import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { backendConfig } from '../config.ts';

let client: CognitoIdentityProviderClient | null = null;

/** The one Cognito client (cognito-local's endpoint locally, with its dummy credentials). */
function poolClient(): CognitoIdentityProviderClient {
  if (client) return client;
  const config = backendConfig();
  client = new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.cognitoEndpoint
      ? { endpoint: config.cognitoEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  return client;
}

/**
 * Deletes the user `username` from the pool (AdminDeleteUser): 'deleted', or 'gone' when no such user
 * exists (deleted before: account deletion may run again).
 */
export async function deletePoolUser(username: string): Promise<'deleted' | 'gone'> {
  const { userPoolId } = backendConfig();
  if (!userPoolId) throw new Error('PLCSIM_USER_POOL_ID is not set: the user pool is unknown.');
  try {
    await poolClient().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
    return 'deleted';
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return 'gone';
    throw error;
  }
}
