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

/** A failed call: the HTTP status and the backend's `{ message }` (or the network error's). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
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
    throw new ApiRequestError(0, error instanceof Error ? error.message : String(error));
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
