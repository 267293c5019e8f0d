/**
 * The one way the site calls the backend (spec 000 §7, 001 §7): JSON to `/api` (the dev and preview
 * servers proxy it to the local stack; a deployment sets VITE_PLCSIM_API_URL), with the id token as a
 * bearer Authorization header when a session exists and nothing otherwise.
 */

/** Where the API is: same-origin `/api` unless the build says otherwise. */
export const API_BASE: string = (import.meta.env.VITE_PLCSIM_API_URL as string | undefined) ?? '/api';

/** Returns the current id token, or null without a session. The auth module installs the real one. */
export type IdTokenProvider = () => Promise<string | null>;

let idToken: IdTokenProvider = async () => null;

/** Called once by the auth module (web/src/auth) when it configures the session. */
export function setIdTokenProvider(provider: IdTokenProvider): void {
  idToken = provider;
}

/**
 * What a learner reads when a call fails because the browser is offline (docs/decisions.md "Offline").
 * The site itself still works then: the service worker serves it, and drafts keep the editor's work.
 */
export const OFFLINE_MESSAGE =
  'You are offline. This needs a connection to the server; your work in the editor is kept.';

/** What a learner reads when the request never got an answer although the browser reports a connection. */
export const UNREACHABLE_MESSAGE =
  'The server could not be reached. Check your connection and try again; your work in the editor is kept.';

/**
 * A failed call: the HTTP status and the backend's `{ message }`. Status 0 means no answer came: then the
 * message is OFFLINE_MESSAGE (`offline` set) or UNREACHABLE_MESSAGE, or the abort's own message.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** True when the call failed because the browser is offline. */
    readonly offline = false,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * The sentence to show when `error` (or an error it wraps) is a call that got no answer: OFFLINE_MESSAGE
 * or UNREACHABLE_MESSAGE; null for any other failure (an HTTP error, an abort). Chromium can report
 * `navigator.onLine` true for a moment on a page opened while offline, so both count as "no connection".
 */
export function connectionProblem(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth++) {
    if (current instanceof ApiRequestError && current.status === 0) {
      if (current.offline) return OFFLINE_MESSAGE;
      if (current.message === UNREACHABLE_MESSAGE) return UNREACHABLE_MESSAGE;
    }
    current = current.cause;
  }
  return null;
}

/** The ApiRequestError for a fetch that threw: aborts keep their message, network failures get a sentence. */
export function networkFailure(error: unknown, signal?: AbortSignal): ApiRequestError {
  // A DOMException is not an Error in every environment (jsdom): read its name and message directly.
  const { name, message } =
    typeof error === 'object' && error !== null ? (error as { name?: unknown; message?: unknown }) : {};
  const text = typeof message === 'string' ? message : String(error);
  if (signal?.aborted === true || name === 'AbortError') return new ApiRequestError(0, text);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return new ApiRequestError(0, OFFLINE_MESSAGE, true);
  }
  // fetch rejects with a TypeError ('Failed to fetch', 'NetworkError when…', 'Load failed') when no answer came.
  if (error instanceof TypeError) return new ApiRequestError(0, UNREACHABLE_MESSAGE);
  return new ApiRequestError(0, text);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls `path` (e.g. '/projects') and returns the parsed JSON answer; throws ApiRequestError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = await idToken().catch(() => null);
  if (!token) console.warn('No session token: sending the request without it.');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    throw networkFailure(error, options.signal);
  }
  const text = await response.text();
  const data = parseJson(text);
  if (!response.ok) {
    if (response.status === 401) console.error('Unauthorized: Invalid or expired token.');
    const message =
      typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
        ? (data as { message: string }).message
        : `${response.status} ${response.statusText}`.trim();
    throw new ApiRequestError(response.status, message);
  }
  return data as T;
}

/** The answer's JSON, or null when it is empty or not JSON (e.g. a proxy's HTML error page). */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Rethrows a failure as the spec's wrapper message, e.g. 'Failed to fetch projects: {message}'. */
export async function wrapped<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Failed to ${what}: ${message}`, { cause: error });
  }
}
