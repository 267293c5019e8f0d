import { describe, expect, it } from 'vitest';
import { expectApiError } from '../http/apiFailure.ts';
import { parseFlag, parseSharingBody, parseVoteBody, VOTE_FIELDS_REQUIRED } from './communityRequest.ts';

describe('parseFlag', () => {
  it("reads 'true' and 'false', and the fallback when absent", () => {
    expect(parseFlag('true', 'vote')).toBe(true);
    expect(parseFlag('false', 'vote', true)).toBe(false);
    expect(parseFlag(undefined, 'vote', true)).toBe(true);
  });

  it('answers 400 for anything else, or when required and absent', () => {
    expect(expectApiError(() => parseFlag('yes', 'shared')).message).toBe(
      "shared must be 'true' or 'false'.",
    );
    expect(expectApiError(() => parseFlag(undefined, 'shared')).status).toBe(400);
    expect(expectApiError(() => parseFlag('TRUE', 'vote', true)).status).toBe(400);
  });
});

describe('parseVoteBody', () => {
  it('reads creator and community_id', () => {
    expect(parseVoteBody({ creator: ' ann ', community_id: 'p1' })).toEqual({
      creator: 'ann',
      communityId: 'p1',
    });
  });

  it.each([
    {},
    { creator: 'ann' },
    { community_id: 'p1' },
    { creator: '', community_id: 'p1' },
    { creator: 1, community_id: 2 },
  ])('answers the spec message for %j', (body) => {
    expect(expectApiError(() => parseVoteBody(body)).message).toBe(VOTE_FIELDS_REQUIRED);
  });

  it('answers 400 for over-long names', () => {
    expect(expectApiError(() => parseVoteBody({ creator: 'a'.repeat(201), community_id: 'p' })).status).toBe(
      400,
    );
  });
});

describe('parseSharingBody', () => {
  it('reads project_id', () => {
    expect(parseSharingBody({ project_id: 'p1' })).toBe('p1');
  });

  it('answers the spec message when project_id is missing or not a string', () => {
    expect(expectApiError(() => parseSharingBody({})).message).toBe('Project ID is required.');
    expect(expectApiError(() => parseSharingBody({ project_id: 5 })).message).toBe('Project ID is required.');
  });
});
