import { describe, expect, it } from 'vitest';
import { expectApiError } from '../http/apiFailure.ts';
import { BAD_PROJECT_ID, checkProjectId } from './projectId.ts';

describe('checkProjectId', () => {
  it('accepts uuids and simple ids', () => {
    expect(checkProjectId('6f1c2e0a-1b2c-4d5e-8f90-123456789abc')).toBe(
      '6f1c2e0a-1b2c-4d5e-8f90-123456789abc',
    );
    expect(checkProjectId('my_project.v2')).toBe('my_project.v2');
  });

  it.each(['a#b', 'a b', 'a/b', 'x'.repeat(129)])('rejects %s', (id) => {
    expect(expectApiError(() => checkProjectId(id)).message).toBe(BAD_PROJECT_ID);
  });
});
