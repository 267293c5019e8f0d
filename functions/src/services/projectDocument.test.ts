import { createEmptyProject } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { expectApiError } from '../http/apiFailure.ts';
import {
  PROJECT_ID_MISMATCH,
  projectContent,
  savedProjectContent,
  withoutServerFields,
} from './projectDocument.ts';

const tagged = () => ({
  ...createEmptyProject('Tank'),
  scene: 'WATER_TANK',
  tagMap: {
    t1: {
      uuid: 't1',
      name: 'DI0',
      alias: 'PB1',
      data_type: 'BOOL',
      value: 0,
      children: null,
      io_symbol: null,
    },
  },
});

describe('projectContent', () => {
  it('keeps a complete document exactly, apart from server fields', () => {
    const document = { ...tagged(), exampleId: 'e1' };
    expect(
      projectContent({ ...document, project_id: 'p', createdAt: 'x', shared: 'true', votes: 3 }),
    ).toEqual(document);
  });

  it('fills the schema defaults of a minimal document', () => {
    const content = projectContent({
      projectName: 'P',
      scene: 'EMPTY',
      tagMap: {},
      rungs: [],
      rungMap: {},
      instructionMap: {},
    });
    expect(content).toMatchObject({
      sceneVars: {},
      childTagMap: {},
      branchMap: {},
      description: '',
      sequence: [],
    });
  });

  it('answers 400 with the first schema messages', () => {
    const error = expectApiError(() => projectContent({ projectName: 7 }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^The project is not valid: /);
    expect(error.message).toContain('scene: is required; tagMap: is required; rungs: is required');
    expect(error.message).toMatch(/\(and \d+ more\)\.$/);
  });

  it('takes a name of up to 100 characters and a description of up to 20 000', () => {
    const content = projectContent({
      ...tagged(),
      projectName: 'n'.repeat(100),
      description: 'd'.repeat(20_000),
    });
    expect(content.projectName).toHaveLength(100);
    expect(content.description).toHaveLength(20_000);
  });

  it('answers 400 for a longer name or description', () => {
    expect(
      expectApiError(() => projectContent({ ...tagged(), projectName: 'n'.repeat(101) })).message,
    ).toMatch(/projectName: must NOT have more than 100 characters/);
    expect(
      expectApiError(() => projectContent({ ...tagged(), description: 'd'.repeat(20_001) })).message,
    ).toMatch(/description: must NOT have more than 20000 characters/);
  });

  it('answers 400 for a body that is not an object', () => {
    expect(expectApiError(() => projectContent([1, 2])).status).toBe(400);
  });
});

describe('savedProjectContent', () => {
  it('accepts a body whose projectId or project_id is the path id, or absent, or null', () => {
    expect(() => savedProjectContent({ ...tagged(), projectId: 'p1' }, 'p1')).not.toThrow();
    expect(() => savedProjectContent({ ...tagged(), project_id: 'p1' }, 'p1')).not.toThrow();
    expect(() => savedProjectContent({ ...tagged(), projectId: null }, 'p1')).not.toThrow();
    expect(() => savedProjectContent(tagged(), 'p1')).not.toThrow();
  });

  it('answers 400 when the body names another project', () => {
    expect(expectApiError(() => savedProjectContent({ ...tagged(), projectId: 'p2' }, 'p1')).message).toBe(
      PROJECT_ID_MISMATCH,
    );
    expect(expectApiError(() => savedProjectContent({ ...tagged(), project_id: 3 }, 'p1')).message).toBe(
      PROJECT_ID_MISMATCH,
    );
  });
});

describe('withoutServerFields', () => {
  it('drops ids, timestamps and community fields only', () => {
    expect(
      withoutServerFields({
        projectName: 'P',
        shareId: 's',
        communityId: 'c',
        updatedAt: 'u',
        description: '',
      }),
    ).toEqual({ projectName: 'P', description: '' });
  });
});
