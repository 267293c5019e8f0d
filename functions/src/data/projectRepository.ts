import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { loadedContent, storedContent, type ProjectContent } from './content.ts';
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

/** Creates or replaces the owner's project; createdAt is set once and the shared flag kept. */
export async function saveProject(
  ownerSub: string,
  projectId: string,
  content: ProjectContent,
  now: string,
): Promise<SavedProject> {
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: projectKey(ownerSub, projectId),
      UpdateExpression:
        'SET #entity = :entity, #id = :id, #name = :name, #scene = :scene, #document = :document, ' +
        '#updatedAt = :now, #createdAt = if_not_exists(#createdAt, :now), #shared = if_not_exists(#shared, :false)',
      ExpressionAttributeNames: {
        '#entity': 'entity',
        '#id': 'project_id',
        '#name': 'projectName',
        '#scene': 'scene',
        '#document': 'document',
        '#updatedAt': 'updatedAt',
        '#createdAt': 'createdAt',
        '#shared': 'shared',
      },
      ExpressionAttributeValues: {
        ':entity': 'PROJECT',
        ':id': projectId,
        ':name': text(content.projectName),
        ':scene': text(content.scene),
        ':document': storedContent(content),
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
 * project does not exist.
 */
export async function deleteProject(
  ownerSub: string,
  ownerName: string,
  projectId: string,
): Promise<boolean> {
  const codes = await transactWrite({
    TransactItems: [
      {
        Delete: {
          TableName: tableName(),
          Key: projectKey(ownerSub, projectId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      { Delete: { TableName: tableName(), Key: communityKey(ownerName, projectId) } },
    ],
  });
  if (!codes) return true;
  if (conditionFailed(codes, 0)) return false;
  throw new Error(`Deleting project ${projectId} was cancelled: ${codes.join(', ')}`);
}
