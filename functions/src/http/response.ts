import type { APIGatewayProxyResultV2 } from 'aws-lambda';

/** An HTTP answer with a JSON body (CORS headers come from the HTTP API's cors setting). */
export type JsonResponse = APIGatewayProxyResultV2 & { statusCode: number; body: string };

export function json(
  statusCode: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): JsonResponse {
  return {
    statusCode,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

export function message(
  statusCode: number,
  text: string,
  headers: Readonly<Record<string, string>> = {},
): JsonResponse {
  return json(statusCode, { message: text }, headers);
}
