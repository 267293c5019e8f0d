import { localStack } from './context.ts';

export interface ApiOptions {
  /** An id token, sent as `Authorization: Bearer …`. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (malformed JSON, an empty body); wins over `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  /** The parsed JSON answer, or the text when it is not JSON. */
  body: unknown;
  headers: Headers;
}

/** One HTTP request to the local API (serverless-offline), as the site makes it. */
export async function api(method: string, path: string, options: ApiOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';

  const response = await fetch(`${localStack().apiUrl}${path}`, { method, headers, body: payload });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // Not JSON: the tests see the text.
  }
  return { status: response.status, body, headers: response.headers };
}
