/**
 * Fields of a project document that the server owns: ids, timestamps, versions, sharing and community
 * data, a shared link's edit key. A body may carry them (the site sends its editor state), but they are never
 * stored as content, and two documents that differ only in them hold the same project.
 */
export const SERVER_FIELDS: readonly string[] = [
  'project_id',
  'projectId',
  'share_id',
  'shareId',
  'community_id',
  'communityId',
  'creator',
  'username',
  'votes',
  'date_shared',
  'createdAt',
  'updatedAt',
  'shared',
  // The stored project's save count, sent back on a save (a stale one is refused).
  'version',
  // The secret that may update a shared link (PUT /shared/{shareId}).
  'editKey',
];
