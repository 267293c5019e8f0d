import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { tableDefinition } from '../../functions/src/data/tableDefinition.ts';
import { api } from './support/api.ts';
import { localStack } from './support/context.ts';
import { claimsOf, createUser, signIn } from './support/users.ts';

const stack = localStack();
const dynamo = new DynamoDBClient({
  endpoint: stack.dynamoDbEndpoint,
  region: 'local',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
afterAll(() => dynamo.destroy());

describe('the local stack', () => {
  it('has the table with its keys and global secondary indexes', async () => {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: stack.tableName }));
    const expected = tableDefinition(stack.tableName);
    expect(Table?.TableStatus).toBe('ACTIVE');
    expect(Table?.KeySchema).toEqual(expected.KeySchema);
    const indexes = (Table?.GlobalSecondaryIndexes ?? []).map((index) => ({
      IndexName: index.IndexName,
      KeySchema: index.KeySchema,
      Projection: index.Projection,
    }));
    expect(indexes.sort((a, b) => String(a.IndexName).localeCompare(String(b.IndexName)))).toEqual(
      expected.GlobalSecondaryIndexes,
    );
  });

  it('signs up, confirms and signs in a user whose id token names them', async () => {
    const user = await createUser('smoke');
    const claims = claimsOf(user.idToken);
    expect(claims).toMatchObject({
      sub: user.sub,
      'cognito:username': user.username,
      email: user.email,
      aud: stack.clientId,
      iss: stack.issuer,
      token_use: 'id',
    });
    expect(user.sub).toMatch(/^[0-9a-f-]{36}$/);
    const again = await signIn(user.username, user.password);
    expect(claimsOf(again.idToken).sub).toBe(user.sub);
  });

  it('signs in with the e-mail address too, keeping the username in the token', async () => {
    const user = await createUser('smoke');
    const byEmail = await signIn(user.email.toUpperCase(), user.password);
    expect(claimsOf(byEmail.idToken)).toMatchObject({ sub: user.sub, 'cognito:username': user.username });
  });

  it('rejects a wrong password', async () => {
    const user = await createUser('smoke');
    await expect(signIn(user.username, `${user.password}x`)).rejects.toThrow();
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await api('GET', '/no-such-route');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(typeof response.body).toBe('object');
  });

  it('serves the seeded examples as JSON', async () => {
    const response = await api('GET', '/examples');
    expect(response.status).toBe(200);
    const { examples } = response.body as { examples: unknown[] };
    expect(examples.length).toBeGreaterThanOrEqual(3);
  });

  it('passes a real id token to a handler that requires one, and refuses a request without it', async () => {
    const user = await createUser('smoke');
    const signedIn = await api('GET', '/projects', { token: user.idToken });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ projects: [], lastEvaluatedKey: null });
    expect((await api('GET', '/projects')).status).toBe(401);
  });

  it('answers CORS preflights', async () => {
    const response = await fetch(`${stack.apiUrl}/projects`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/);
  });
});
