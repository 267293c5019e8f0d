import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';

/** One HTTP route as serverless.yml declares it. */
export interface DeclaredRoute {
  method: string;
  path: string;
  /** True when the route carries the JWT authorizer. */
  authorized: boolean;
  function: string;
}

interface HttpApiEvent {
  httpApi?: { method?: string; path?: string; authorizer?: unknown } | string;
}

/** Every httpApi route of the route files in `folder` (functions/routes/*.yml). */
export function declaredRoutes(folder: URL): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.yml'))) {
    const functions = (load(readFileSync(new URL(file, folder), 'utf8')) ?? {}) as Record<
      string,
      { events?: HttpApiEvent[] }
    >;
    for (const [name, definition] of Object.entries(functions)) {
      for (const event of definition.events ?? []) {
        const api = event.httpApi;
        if (api === undefined) continue;
        if (typeof api === 'string') {
          const [method = '', path = ''] = api.split(' ');
          routes.push({ method: method.toUpperCase(), path, authorized: false, function: name });
        } else {
          routes.push({
            method: (api.method ?? '').toUpperCase(),
            path: api.path ?? '',
            authorized: api.authorizer !== undefined,
            function: name,
          });
        }
      }
    }
  }
  return routes;
}
