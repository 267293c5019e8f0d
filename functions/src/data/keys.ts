/** Key builders of the single table (functions/README.md "Single-table design"). */

export const userKey = (sub: string) => `USER#${sub}`;

export const projectKey = (sub: string, projectId: string) => ({
  pk: userKey(sub),
  sk: `PROJECT#${projectId}`,
});
export const PROJECT_PREFIX = 'PROJECT#';

export const shareKey = (shareId: string) => ({ pk: `SHARE#${shareId}`, sk: 'SHARE' });

export const communityKey = (creator: string, communityId: string) => ({
  pk: `COMMUNITY#${creator}`,
  sk: `ENTRY#${communityId}`,
});
export const COMMUNITY_INDEX_PK = 'COMMUNITY';
export const communityDateSort = (dateShared: string, creator: string, communityId: string) =>
  `${dateShared}#${creator}#${communityId}`;

export const voteKey = (sub: string, creator: string, communityId: string) => ({
  pk: userKey(sub),
  sk: `VOTE#${creator}#${communityId}`,
});
export const VOTE_PREFIX = 'VOTE#';

export const exampleKey = (exampleId: string) => ({ pk: `EXAMPLE#${exampleId}`, sk: 'EXAMPLE' });
export const EXAMPLES_INDEX_PK = 'EXAMPLES';

export const problemKey = (problemId: string) => ({ pk: `PROBLEM#${problemId}`, sk: 'PROBLEM' });
export const PROBLEMS_INDEX_PK = 'PROBLEMS';

/** Sort key of a numbered item (examples, problems) in gsi1: 6-digit zero-padded. */
export const numberSort = (n: number) => String(Math.max(0, Math.floor(n))).padStart(6, '0');

export const solutionKey = (sub: string, problemId: string) => ({
  pk: userKey(sub),
  sk: `SOLUTION#${problemId}`,
});
export const SOLUTION_PREFIX = 'SOLUTION#';

/** A client's counter of one action in one minute (`window`: the minute, ISO `YYYY-MM-DDTHH:MM`). */
export const rateKey = (action: string, client: string, window: string) => ({
  pk: `RATE#${action}#${client}`,
  sk: window,
});

export const GSI1 = 'gsi1';
export const GSI2 = 'gsi2';

/**
 * The mark of a deleted (or being deleted) account, by its Cognito `sub` (never reused): its tokens are
 * refused from the moment deletion starts (functions/README.md "Account deletion").
 */
export const deletedAccountKey = (sub: string) => ({ pk: `DELETED#${sub}`, sk: 'DELETED' });
export const COMMUNITY_PREFIX = 'ENTRY#';
export const communityPartition = (creator: string) => `COMMUNITY#${creator}`;
