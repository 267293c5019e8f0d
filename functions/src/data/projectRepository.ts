import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from './client.ts';
import { entryOwnedBy } from './communityRepository.ts';
import { loadedContent, storedContent, type ProjectContent } from './content.ts';
import { checkItemSize } from './itemSize.ts';
import { loadedSummary, storedSummary, type DocumentSummary } from './listSummary.ts';
import { documentOf, MAX_QUERIES_PER_PAGE, projectionOf } from './projection.ts';
import { communityKey, PROJECT_PREFIX, projectKey, userKey } from './keys.ts';
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
  /** Counts the saves: 1 after the first; 0 for a project saved before versions were kept. */
  version: number;
}

export interface SavedProject {
  project_id: string;
  createdAt: string;
  updatedAt: string;
  /** The stored version after this save. */
  version: number;
}

/**
 * What a save may replace: null creates the project only when it does not exist; a number replaces
 * it only while it is still at that version (0: a project stored before versions were kept).
 */
export type BaseVersion = number | null;

/** The project was changed (or created, or deleted) since the version the save was based on. */
export class StaleVersionError extends Error {
  constructor(readonly projectId: string) {
    super(`Project ${projectId} is not at the version the save was based on.`);
    this.name = 'StaleVersionError';
  }
}

/** A row of the project list: the project without its document, with the document's summary. */
export interface ProjectRow {
  project_id: string;
  createdAt: string;
  updatedAt: string;
  shared: SharedFlag;
  version: number;
  summary: DocumentSummary;
}

/** One page of an owner's projects, in project-id order. */
export interface ProjectPage {
  projects: ProjectRow[];
  /** The key of the page's last project when more may follow, else null. */
  lastKey: Record<string, unknown> | null;
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
    version: typeof item.version === 'number' ? item.version : 0,
  };
}

/** The condition a save with `base` writes under (see BaseVersion). */
function versionCondition(base: BaseVersion): {
  ConditionExpression: string;
  ExpressionAttributeValues: Record<string, unknown>;
} {
  if (base === null)
    return { ConditionExpression: 'attribute_not_exists(pk)', ExpressionAttributeValues: {} };
  if (base === 0) {
    return {
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#version)',
      ExpressionAttributeValues: {},
    };
  }
  return { ConditionExpression: '#version = :base', ExpressionAttributeValues: { ':base': base } };
}

/**
 * Creates or replaces the owner's project, conditional on its stored version being `base` (a create
 * when null); the version goes up by one. createdAt is set once and the shared flag kept. The
 * content is stored once, in `document` (name and scene are read from it); the `projectName` and
 * `scene` copies items of earlier versions carried are removed. ItemTooLargeError when the item would
 * be over DynamoDB's limit, StaleVersionError when the stored project is not at `base`.
 */
export async function saveProject(
  ownerSub: string,
  projectId: string,
  content: ProjectContent,
  now: string,
  base: BaseVersion,
): Promise<SavedProject> {
  const document = storedContent(content);
  const summary = storedSummary(content);
  // The item as it will be (createdAt and updatedAt are ISO dates of the same length).
  checkItemSize({
    ...projectKey(ownerSub, projectId),
    entity: 'PROJECT',
    project_id: projectId,
    document,
    summary,
    updatedAt: now,
    createdAt: now,
    shared: 'false',
    version: Number.MAX_SAFE_INTEGER,
  });
  const condition = versionCondition(base);
  let result;
  try {
    result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: projectKey(ownerSub, projectId),
        UpdateExpression:
          'SET #entity = :entity, #id = :id, #document = :document, #summary = :summary, #updatedAt = :now, ' +
          '#createdAt = if_not_exists(#createdAt, :now), #shared = if_not_exists(#shared, :false), ' +
          '#version = :next ' +
          'REMOVE #legacyName, #legacyScene',
        ConditionExpression: condition.ConditionExpression,
        ExpressionAttributeNames: {
          '#entity': 'entity',
          '#id': 'project_id',
          '#document': 'document',
          '#summary': 'summary',
          '#updatedAt': 'updatedAt',
          '#createdAt': 'createdAt',
          '#shared': 'shared',
          '#legacyName': 'projectName',
          '#legacyScene': 'scene',
          '#version': 'version',
        },
        ExpressionAttributeValues: {
          ...condition.ExpressionAttributeValues,
          ':entity': 'PROJECT',
          ':id': projectId,
          ':document': document,
          ':summary': summary,
          ':now': now,
          ':false': 'false',
          ':next': (base ?? 0) + 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
      throw new StaleVersionError(projectId);
    }
    throw error;
  }
  const item = result.Attributes ?? {};
  return {
    project_id: projectId,
    createdAt: text(item.createdAt),
    updatedAt: text(item.updatedAt),
    version: typeof item.version === 'number' ? item.version : (base ?? 0) + 1,
  };
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

/** A DynamoDB complaint about the start key: the cursor was not one of ours. */
export class BadProjectStartKeyError extends Error {}

/** What a list query reads of a project item: everything but the document. */
const ROW_ATTRIBUTES = ['pk', 'sk', 'project_id', 'createdAt', 'updatedAt', 'shared', 'version', 'summary'];

async function toRow(item: Record<string, unknown>): Promise<ProjectRow> {
  const document = typeof item.summary === 'string' ? {} : await documentOf(item);
  return {
    project_id: text(item.project_id),
    createdAt: text(item.createdAt),
    updatedAt: text(item.updatedAt),
    shared: item.shared === 'true' ? 'true' : 'false',
    version: typeof item.version === 'number' ? item.version : 0,
    summary: loadedSummary(item.summary, () => document),
  };
}

/** Each of the owner's projects with its shared flag (all pages; documents are not read). */
export async function listSharedFlags(
  ownerSub: string,
): Promise<{ project_id: string; shared: SharedFlag }[]> {
  const projection = projectionOf(['project_id', 'shared']);
  const items = await queryAll({
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { ...projection.ExpressionAttributeNames, '#pk': 'pk', '#sk': 'sk' },
    ExpressionAttributeValues: { ':pk': userKey(ownerSub), ':prefix': PROJECT_PREFIX },
    ProjectionExpression: projection.ProjectionExpression,
  });
  return items.map((item) => ({
    project_id: text(item.project_id),
    shared: item.shared === 'true' ? 'true' : 'false',
  }));
}

/**
 * One page of at most `limit` of the owner's projects after `startKey` (project-id order), without
 * their documents. DynamoDB stops a query at 1 MB, so the page is filled by further queries (at most
 * MAX_QUERIES_PER_PAGE), each asking for just the projects still missing: the last key read is always
 * the page's last project, and a page of fewer rows with a lastKey goes on after it.
 */
export async function listProjectPage(
  ownerSub: string,
  limit: number,
  startKey: Record<string, unknown> | null,
): Promise<ProjectPage> {
  const found: ProjectRow[] = [];
  let next: Record<string, unknown> | undefined = startKey ?? undefined;
  const projection = projectionOf(ROW_ATTRIBUTES);
  let queries = 0;
  do {
    let page;
    try {
      page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          ExpressionAttributeNames: { ...projection.ExpressionAttributeNames, '#pk': 'pk', '#sk': 'sk' },
          ExpressionAttributeValues: { ':pk': userKey(ownerSub), ':prefix': PROJECT_PREFIX },
          ProjectionExpression: projection.ProjectionExpression,
          Limit: limit - found.length,
          ExclusiveStartKey: next,
        }),
      );
    } catch (error) {
      if (next && error instanceof Error && error.name === 'ValidationException') {
        throw new BadProjectStartKeyError(error.message);
      }
      throw error;
    }
    found.push(...(await Promise.all((page.Items ?? []).map(toRow))));
    next = page.LastEvaluatedKey;
  } while (++queries < MAX_QUERIES_PER_PAGE && next && found.length < limit);
  return { projects: found, lastKey: next ?? null };
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
