import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { entryOwnedBy } from './communityRepository.ts';
import { loadedContent, storedContent, type ProjectContent } from './content.ts';
import { checkItemSize } from './itemSize.ts';
import { communityKey, PROJECT_PREFIX, projectKey } from './keys.ts';
import { conditionFailed, transactWrite } from './transact.ts';
import { queryUserItems } from './userItems.ts';

/** 'true' when the project has a community entry. */
export type SharedFlag = 'true' | 'false';

export interface StoredProject {
  project_id: string;
  content: ProjectContent;
  createdAt: string;
  updatedAt: string;
  shared: SharedFlag;
}

export interface SavedProject {
  project_id: string;
  createdAt: string;
  updatedAt: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toProject(item: Record<string, unknown>): StoredProject {
  return {
    project_id: text(item.project_id),
    content: loadedContent(item.document),
    createdAt: text(item.createdAt),
    updatedAt: text(item.updatedAt),
    shared: item.shared === 'true' ? 'true' : 'false',
  };
}

/**
 * Creates or replaces the owner's project; createdAt is set once and the shared flag kept. The
 * content is stored once, in `document` (name and scene are read from it); the `projectName` and
 * `scene` copies items of earlier versions carried are removed. ItemTooLargeError when the item would
 * be over DynamoDB's limit.
 */
export async function saveProject(
  ownerSub: string,
  projectId: string,
  content: ProjectContent,
  now: string,
): Promise<SavedProject> {
  const document = storedContent(content);
  // The item as it will be (createdAt and updatedAt are ISO dates of the same length).
  checkItemSize({
    ...projectKey(ownerSub, projectId),
    entity: 'PROJECT',
    project_id: projectId,
    document,
    updatedAt: now,
    createdAt: now,
    shared: 'false',
  });
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: projectKey(ownerSub, projectId),
      UpdateExpression:
        'SET #entity = :entity, #id = :id, #document = :document, #updatedAt = :now, ' +
        '#createdAt = if_not_exists(#createdAt, :now), #shared = if_not_exists(#shared, :false) ' +
        'REMOVE #legacyName, #legacyScene',
      ExpressionAttributeNames: {
        '#entity': 'entity',
        '#id': 'project_id',
        '#document': 'document',
        '#updatedAt': 'updatedAt',
        '#createdAt': 'createdAt',
        '#shared': 'shared',
        '#legacyName': 'projectName',
        '#legacyScene': 'scene',
      },
      ExpressionAttributeValues: {
        ':entity': 'PROJECT',
        ':id': projectId,
        ':document': document,
        ':now': now,
        ':false': 'false',
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const item = result.Attributes ?? {};
  return { project_id: projectId, createdAt: text(item.createdAt), updatedAt: text(item.updatedAt) };
}

export async function getProject(ownerSub: string, projectId: string): Promise<StoredProject | null> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: projectKey(ownerSub, projectId), ConsistentRead: true }),
  );
  return result.Item ? toProject(result.Item) : null;
}

/** Every project of the owner (all pages). */
export async function listProjects(ownerSub: string): Promise<StoredProject[]> {
  return (await queryUserItems(ownerSub, PROJECT_PREFIX)).map(toProject);
}

/**
 * Deletes the owner's project and its community entry (if any) in one transaction; false when the
 * project does not exist. An entry under the owner's name that another account shared (a deleted
 * user's name taken again) is left alone: then only the project is deleted.
 */
export async function deleteProject(
  ownerSub: string,
  ownerName: string,
  projectId: string,
): Promise<boolean> {
  const project = {
    Delete: {
      TableName: tableName(),
      Key: projectKey(ownerSub, projectId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
  const entry = {
    Delete: { TableName: tableName(), Key: communityKey(ownerName, projectId), ...entryOwnedBy(ownerSub) },
  };
  let codes = await transactWrite({ TransactItems: [project, entry] });
  if (codes && !conditionFailed(codes, 0) && conditionFailed(codes, 1)) {
    codes = await transactWrite({ TransactItems: [project] });
  }
  if (!codes) return true;
  if (conditionFailed(codes, 0)) return false;
  throw new Error(`Deleting project ${projectId} was cancelled: ${codes.join(', ')}`);
}
