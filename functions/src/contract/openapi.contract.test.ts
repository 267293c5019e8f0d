import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { declaredRoutes } from './routes.ts';

interface Operation {
  security?: Record<string, unknown>[];
  parameters?: { $ref?: string; name?: string; in?: string }[];
  responses?: Record<string, unknown>;
  operationId?: string;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation | unknown[]>>;
  components: Record<string, Record<string, unknown>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const spec = load(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as OpenApi;
const routes = declaredRoutes(new URL('../../routes/', import.meta.url));

function operations() {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => m in item).map((method) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      operation: item[method] as Operation,
      pathParameters: [
        ...((item.parameters as Operation['parameters']) ?? []),
        ...((item[method] as Operation).parameters ?? []),
      ],
    })),
  );
}

function resolveParameter(parameter: { $ref?: string; name?: string; in?: string }) {
  if (!parameter.$ref) return parameter;
  const name = parameter.$ref.replace('#/components/parameters/', '');
  return spec.components.parameters?.[name] as { name?: string; in?: string } | undefined;
}

describe('the OpenAPI description and the deployed routes agree', () => {
  it('is OpenAPI 3.1', () => {
    expect(spec.openapi).toBe('3.1.0');
  });

  it('describes exactly the routes serverless.yml deploys', () => {
    const deployed = routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(deployed.length).toBeGreaterThan(0);
    expect(
      operations()
        .map((o) => o.key)
        .sort(),
    ).toEqual(deployed);
  });

  it('marks a route as needing the bearer token exactly when serverless.yml gives it the JWT authorizer', () => {
    const secured = new Map(operations().map((o) => [o.key, (o.operation.security ?? []).length > 0]));
    for (const route of routes) {
      expect(secured.get(`${route.method} ${route.path}`), `${route.method} ${route.path}`).toBe(
        route.authorized,
      );
    }
  });

  it('declares every path parameter of every route', () => {
    for (const { key, path, pathParameters } of operations()) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = pathParameters
        .map(resolveParameter)
        .filter((p) => p?.in === 'path')
        .map((p) => p?.name)
        .sort();
      expect(declared, key).toEqual(inPath);
    }
  });

  it('gives every operation a success answer, and every 4xx answer is a { message }', () => {
    const text = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8');
    for (const ref of text.matchAll(/\$ref: '#\/components\/(\w+)\/(\w+)'/g)) {
      expect(spec.components[ref[1] ?? '']?.[ref[2] ?? ''], ref[0]).toBeDefined();
    }
    for (const { key, operation } of operations()) {
      const codes = Object.keys(operation.responses ?? {});
      expect(
        codes.some((c) => c.startsWith('2')),
        key,
      ).toBe(true);
      for (const code of codes.filter((c) => c.startsWith('4'))) {
        expect(JSON.stringify(operation.responses?.[code]), `${key} ${code}`).toContain(
          '#/components/responses/',
        );
      }
    }
  });
});
