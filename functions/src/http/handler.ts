import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ApiError, MESSAGES } from './errors.ts';
import { json, message, type JsonResponse } from './response.ts';

/** What a route function returns: a status and a JSON body (default 200). */
export interface RouteResult {
  status?: number;
  body: unknown;
}

export type Route = (event: APIGatewayProxyEventV2) => Promise<RouteResult>;

/**
 * Wraps a route as a Lambda handler: ApiErrors become their status with `{ message }`, anything
 * else is logged and answered 500 with a fixed message (never a stack trace).
 */
export function handler(route: Route): (event: APIGatewayProxyEventV2) => Promise<JsonResponse> {
  return async (event) => {
    try {
      const result = await route(event);
      return json(result.status ?? 200, result.body);
    } catch (error) {
      if (error instanceof ApiError) return message(error.status, error.message);
      console.error(error);
      return message(500, MESSAGES.internal);
    }
  };
}
