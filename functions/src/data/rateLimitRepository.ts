import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { rateKey } from './keys.ts';

const MINUTE_MS = 60_000;

/** Whether an action was counted, or in how many seconds the client may try again. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one `action` (e.g. 'share') of a client (its source address) in the current minute: one
 * atomic, conditional ADD on the counter item of that minute. Not allowed, and nothing counted, when
 * the client already reached `limit` this minute: then `retryAfterSeconds` is the whole seconds until
 * the minute ends (at least 1). Counter items carry `expiresAt` (epoch seconds, a minute after their
 * window) for the table's time to live.
 */
export async function countAction(
  action: string,
  client: string,
  limit: number,
  now: number = Date.now(),
): Promise<RateDecision> {
  const windowStart = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateKey(action, client, new Date(windowStart).toISOString().slice(0, 16)),
        UpdateExpression: 'SET #entity = :entity, #expiresAt = :expiresAt ADD #count :one',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#entity': 'entity', '#expiresAt': 'expiresAt', '#count': 'count' },
        ExpressionAttributeValues: {
          ':entity': 'RATE',
          ':expiresAt': Math.floor((windowStart + 2 * MINUTE_MS) / 1000),
          ':one': 1,
          ':limit': limit,
        },
      }),
    );
    return { allowed: true };
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + MINUTE_MS - now) / 1000)),
      };
    }
    throw error;
  }
}
