import { beforeAll, describe, expect, it } from 'vitest';
import { content, MINIMAL, richDocument } from './projectFixtures.ts';
import { api } from './support/api.ts';
import { createUser } from './support/users.ts';

const withoutShareId = (project: unknown) => content(project, ['share_id']);

let token = '';
beforeAll(async () => {
  token = (await createUser()).idToken;
});

describe('shared snapshots', () => {
  it('anyone can share without signing in, and anyone can open the link', async () => {
    const document = richDocument('Shared anonymously');
    const created = await api('POST', '/shared', { body: document });
    expect(created.status).toBe(200);
    const { shareId } = created.body as { shareId: string };
    expect(shareId).toMatch(/^[0-9a-f-]{36}$/);

    const opened = await api('GET', `/shared/${shareId}`);
    expect(opened.status).toBe(200);
    const project = (opened.body as { project: Record<string, unknown> }).project;
    expect(project.share_id).toBe(shareId);
    expect(withoutShareId(project)).toStrictEqual(document);

    const signedIn = await api('GET', `/shared/${shareId}`, { token });
    expect(signedIn.body).toEqual(opened.body);
  });

  it('a signed-in user can share too; each share is a new snapshot with its own id', async () => {
    const first = await api('POST', '/shared', { token, body: MINIMAL });
    const second = await api('POST', '/shared', { token, body: MINIMAL });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((first.body as { shareId: string }).shareId).not.toBe(
      (second.body as { shareId: string }).shareId,
    );
  });

  it("does not store ids the body brings along (the editor's projectId, shareId, timestamps)", async () => {
    const created = await api('POST', '/shared', {
      body: {
        ...MINIMAL,
        projectId: 'p',
        shareId: 'old',
        share_id: 'old',
        createdAt: 'then',
        shared: 'true',
      },
    });
    const { shareId } = created.body as { shareId: string };
    const project = (await api('GET', `/shared/${shareId}`)).body as { project: Record<string, unknown> };
    expect(project.project.share_id).toBe(shareId);
    for (const field of ['projectId', 'shareId', 'createdAt', 'shared'])
      expect(project.project[field]).toBeUndefined();
  });

  it('an unknown share id → 404 Shared project not found.', async () => {
    const response = await api('GET', '/shared/00000000-0000-0000-0000-000000000000');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Shared project not found.' });
  });

  it.each([
    ['malformed JSON', { rawBody: '{"scene"' }, 'The request body must be valid JSON.'],
    ['an empty body', { rawBody: '' }, 'The request body must be valid JSON.'],
    ['a number', { body: 7 }, 'The request body must be a JSON object.'],
    ['a document without a scene', { body: { ...MINIMAL, scene: undefined } }, /scene: is required/],
    [
      'a tag of an unknown type',
      { body: { ...MINIMAL, tagMap: { t: { uuid: 't', name: 'X', data_type: 'STRING' } } } },
      /data_type/,
    ],
  ])('sharing %s → 400 with a message', async (_name, options, message) => {
    const response = await api('POST', '/shared', options);
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(message);
  });
});

describe('updating a shared link (PUT /shared/{shareId})', () => {
  const share = async (document: unknown) => {
    const created = await api('POST', '/shared', { body: document });
    expect(created.status).toBe(200);
    return created.body as { shareId: string; editKey: string };
  };

  it('the edit key from POST /shared replaces the snapshot under the same link', async () => {
    const { shareId, editKey } = await share(richDocument('Before the update'));
    expect(editKey).toMatch(/^[\w-]{40,}$/);
    const changed = richDocument('After the update');
    const updated = await api('PUT', `/shared/${shareId}`, { body: { ...changed, editKey } });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ shareId });

    const opened = (await api('GET', `/shared/${shareId}`)).body as { project: Record<string, unknown> };
    expect(opened.project.projectName).toBe('After the update');
    expect(withoutShareId(opened.project)).toStrictEqual(changed);
    expect(opened.project.editKey).toBeUndefined();
  });

  it('another key → 403 and the snapshot stays; no key → 400; an unknown link → 404', async () => {
    const { shareId, editKey } = await share(richDocument('Kept'));
    const other = await share(MINIMAL);
    const wrong = await api('PUT', `/shared/${shareId}`, {
      body: { ...richDocument('Taken over'), editKey: other.editKey },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: 'This shared link cannot be updated with this edit key.' });
    const missing = await api('PUT', `/shared/${shareId}`, { body: richDocument('No key') });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'The edit key of the shared link is required.' });
    const unknown = await api('PUT', '/shared/00000000-0000-0000-0000-000000000000', {
      body: { ...MINIMAL, editKey },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Shared project not found.' });

    const opened = (await api('GET', `/shared/${shareId}`)).body as { project: Record<string, unknown> };
    expect(opened.project.projectName).toBe('Kept');
  });

  it('an invalid document → 400 with the schema message, the snapshot unchanged', async () => {
    const { shareId, editKey } = await share(richDocument('Still valid'));
    const response = await api('PUT', `/shared/${shareId}`, {
      body: { ...MINIMAL, scene: undefined, editKey },
    });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(/scene: is required/);
    const opened = (await api('GET', `/shared/${shareId}`)).body as { project: Record<string, unknown> };
    expect(opened.project.projectName).toBe('Still valid');
  });
});
