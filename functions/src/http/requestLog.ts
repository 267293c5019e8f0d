import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * One JSON line per request (docs/operations.md "Observability"): what CloudWatch Logs Insights and
 * the metric filters read. Only these fields, never a header, a token or a body.
 */
export interface RequestLogLine {
  level: 'INFO';
  msg: 'request';
  /** API Gateway's request id (serverless-offline makes one up), to find the request in the access log. */
  requestId: string;
  /** The route as API Gateway names it, e.g. `POST /solutions/{problemId}` (no ids of the caller's data). */
  route: string;
  status: number;
  latencyMs: number;
  /** The verified caller's Cognito sub; null for an anonymous request or an invalid token. */
  sub: string | null;
}

/** Where the lines go: stdout as is, one CloudWatch event per line, no runtime prefix in front of the JSON. */
export type RequestLogSink = (line: string) => void;

const toStdout: RequestLogSink = (line) => {
  process.stdout.write(`${line}\n`);
};

/** The verified sub of each request in flight (set by auth/caller.ts once the token is verified). */
const verifiedSubs = new WeakMap<APIGatewayProxyEventV2, string>();

export function noteCaller(event: APIGatewayProxyEventV2, sub: string): void {
  verifiedSubs.set(event, sub);
}

function requestId(event: APIGatewayProxyEventV2): string {
  const id = (event.requestContext as { requestId?: unknown } | undefined)?.requestId;
  return typeof id === 'string' ? id : '';
}

function routeOf(event: APIGatewayProxyEventV2): string {
  if (typeof event.routeKey === 'string' && event.routeKey !== '') return event.routeKey;
  const http = (event.requestContext as { http?: { method?: unknown } } | undefined)?.http;
  return `${typeof http?.method === 'string' ? http.method : '?'} ${event.rawPath ?? ''}`;
}

/** The log line of a request answered with `status` after `latencyMs`. */
export function requestLogLine(event: APIGatewayProxyEventV2, status: number, latencyMs: number): string {
  const line: RequestLogLine = {
    level: 'INFO',
    msg: 'request',
    requestId: requestId(event),
    route: routeOf(event),
    status,
    latencyMs: Math.round(latencyMs * 10) / 10,
    sub: verifiedSubs.get(event) ?? null,
  };
  return JSON.stringify(line);
}

/** Writes the request's line (handler.ts calls it once per request, whatever the answer). */
export function logRequest(
  event: APIGatewayProxyEventV2,
  status: number,
  latencyMs: number,
  sink: RequestLogSink = toStdout,
): void {
  sink(requestLogLine(event, status, latencyMs));
}
