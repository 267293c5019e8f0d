import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  apiRequest,
  connectionProblem,
  networkFailure,
  OFFLINE_MESSAGE,
  UNREACHABLE_MESSAGE,
  wrapped,
} from './http.ts';

/** Makes the browser report itself offline (or online) until the test ends. */
const setOnline = (online: boolean) => vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);

/** A fetch that fails the way browsers fail with no network. */
const failingFetch = () =>
  vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });

/** What `promise` rejected with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail.');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('apiRequest without a network', () => {
  it('says the learner is offline when the browser is offline', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setOnline(false);
    vi.stubGlobal('fetch', failingFetch());
    const error = await rejection(apiRequest('/examples'));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, offline: true, message: OFFLINE_MESSAGE });
    expect(OFFLINE_MESSAGE).toBe(
      'You are offline. This needs a connection to the server; your work in the editor is kept.',
    );
  });

  it('says the server could not be reached when fetch fails while the browser reports a connection', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setOnline(true);
    vi.stubGlobal('fetch', failingFetch());
    const error = await rejection(apiRequest('/examples'));
    expect(error).toMatchObject({ status: 0, offline: false, message: UNREACHABLE_MESSAGE });
    expect(connectionProblem(error)).toBe(UNREACHABLE_MESSAGE);
  });

  it('keeps the spec wrapper and lets callers find the offline cause through it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setOnline(false);
    vi.stubGlobal('fetch', failingFetch());
    const error = await rejection(wrapped('fetch examples', () => apiRequest('/examples')));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(`Failed to fetch examples: ${OFFLINE_MESSAGE}`);
    expect(connectionProblem(error)).toBe(OFFLINE_MESSAGE);
  });

  it('still reports HTTP errors with the backend message while online', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setOnline(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Example not found' }), { status: 404 })),
    );
    const error = await rejection(apiRequest('/examples/9'));
    expect(error).toMatchObject({ status: 404, offline: false, message: 'Example not found' });
    expect(connectionProblem(error)).toBeNull();
  });
});

describe('networkFailure', () => {
  it('never turns an abort into the offline message', () => {
    setOnline(false);
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    expect(networkFailure(abort, controller.signal)).toMatchObject({
      status: 0,
      offline: false,
      message: 'The operation was aborted.',
    });
    expect(networkFailure(abort)).toMatchObject({ offline: false, message: 'The operation was aborted.' });
  });

  it('maps any failure while offline to the offline message', () => {
    setOnline(false);
    expect(networkFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toMatchObject({
      offline: true,
      message: OFFLINE_MESSAGE,
    });
    expect(networkFailure('odd')).toMatchObject({ offline: true, message: OFFLINE_MESSAGE });
  });

  it('keeps the message of a non-network error while online', () => {
    setOnline(true);
    expect(networkFailure(new Error('boom'))).toMatchObject({ offline: false, message: 'boom' });
  });
});

describe('connectionProblem', () => {
  it('is null for anything that is not a call without an answer', () => {
    expect(connectionProblem(undefined)).toBeNull();
    expect(connectionProblem('offline')).toBeNull();
    expect(connectionProblem(new Error(OFFLINE_MESSAGE))).toBeNull();
    expect(connectionProblem(new ApiRequestError(0, 'The operation was aborted.'))).toBeNull();
    expect(connectionProblem(new ApiRequestError(500, UNREACHABLE_MESSAGE))).toBeNull();
    expect(connectionProblem(new ApiRequestError(0, OFFLINE_MESSAGE, true))).toBe(OFFLINE_MESSAGE);
    expect(connectionProblem(new ApiRequestError(0, UNREACHABLE_MESSAGE))).toBe(UNREACHABLE_MESSAGE);
  });
});
