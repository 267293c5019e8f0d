import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteAccount } from './account.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A fetch answering `statuses` in turn (JSON `{ message }`). */
function answering(...statuses: number[]) {
  const fetch = vi.fn(async () => {
    const status = statuses.shift() ?? 500;
    const message = status === 200 ? 'Deleted.' : `Status ${status}.`;
    return new Response(JSON.stringify({ message }), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('deleteAccount', () => {
  it('calls DELETE /account again after a timeout, since the route finishes what it began', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = answering(504, 503, 200);
    await expect(deleteAccount()).resolves.toEqual({ message: 'Deleted.' });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[0]).toEqual([
      expect.stringMatching(/\/account$/),
      expect.objectContaining({ method: 'DELETE' }),
    ]);
  });

  it('gives up after three calls, and never repeats a refusal (401)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = answering(500, 500, 500, 200);
    await expect(deleteAccount()).rejects.toThrow('Failed to delete your account: Status 500.');
    expect(failing).toHaveBeenCalledTimes(3);
    const refused = answering(401);
    await expect(deleteAccount()).rejects.toThrow('Failed to delete your account: Status 401.');
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
