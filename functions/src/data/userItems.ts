import { queryAll } from './client.ts';
import { userKey } from './keys.ts';

/**
 * Every item of the user whose sort key starts with `prefix` (PROJECT#, SOLUTION#, VOTE#), all pages;
 * `projection` limits the attributes read.
 */
export function queryUserItems(
  sub: string,
  prefix: string,
  projection?: string,
): Promise<Record<string, unknown>[]> {
  return queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userKey(sub), ':prefix': prefix },
    ProjectionExpression: projection,
  });
}
