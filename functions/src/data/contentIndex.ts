import { queryAll } from './client.ts';
import { GSI1 } from './keys.ts';

/** Attributes that address an item in the table; never part of an answer. */
const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entity'];

/** The item's own fields, without its keys. */
export function withoutKeys(item: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) if (!KEY_ATTRIBUTES.includes(key)) fields[key] = value;
  return fields;
}

/**
 * Every item of a gsi1 partition of numbered content (examples, problems) in number order, all pages,
 * with only `fields`.
 */
export function queryNumbered(
  indexPk: string,
  fields: readonly string[],
): Promise<Record<string, unknown>[]> {
  const names = Object.fromEntries(fields.map((field, i) => [`#f${i}`, field]));
  return queryAll({
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': indexPk },
    ProjectionExpression: Object.keys(names).join(', '),
    ExpressionAttributeNames: names,
  });
}
