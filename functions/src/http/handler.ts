import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ApiError, MESSAGES } from './errors.ts';
import { logRequest } from './requestLog.ts';
import { json, message, type JsonResponse } from './response.ts';

/** What a route function returns: a status and a JSON body (default 200). */
export interface RouteResult {
  status?: number;
  body: unknown;
}

export type Route = (event: APIGatewayProxyEventV2) => Promise<RouteResult>;

/** Where a route's failures are logged: the Lambda's console (CloudWatch, or serverless-offline's output). */
export type FailureLog = Pick<Console, 'error'>;

/**
 * Logs a route's failure. A client's mistake (an ApiError: the 401 of a request without a token or with a
 * bad one, a 400, a 404…) is answered with its status and not logged: an anonymous request is nothing
 * to investigate, and a stack trace for each one would bury the real errors. Anything else is ours:
 * logged once, as the Error itself, so its stack trace is kept.
 */
export function logRouteFailure(error: unknown, log: FailureLog = console): void {
  if (error instanceof ApiError) return;
  log.error(error);
}

/**
 * Wraps a route as a Lambda handler: ApiErrors become their status with `{ message }`, anything
 * else is logged and answered 500 with a fixed message (never a stack trace in the answer). Every
 * request, whatever its answer, writes one JSON line (requestLog.ts).
 */
export function handler(route: Route): (event: APIGatewayProxyEventV2) => Promise<JsonResponse> {
  return async (event) => {
    const started = performance.now();
    const answer = await answerOf(route, event);
    logRequest(event, answer.statusCode, performance.now() - started);
    return answer;
  };
}

async function answerOf(route: Route, event: APIGatewayProxyEventV2): Promise<JsonResponse> {
  try {
    const result = await route(event);
    return json(result.status ?? 200, result.body);
  } catch (error) {
    logRouteFailure(error);
    if (error instanceof ApiError) return message(error.status, error.message, error.headers);
    return message(500, MESSAGES.internal);
  }
}
