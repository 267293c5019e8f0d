import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { load } from 'js-yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.ts';
import {
  LOCAL_POST_CONFIRMATION_FUNCTION,
  LOCAL_PRE_SIGN_UP_FUNCTION,
  writeCognitoFiles,
} from './cognito.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function configWritten(lambdaPort?: number): Record<string, unknown> {
  const dir = mkdtempSync(`${tmpdir()}/plcsim-cognito-test-`);
  dirs.push(dir);
  writeCognitoFiles(dir, 9229, lambdaPort);
  return JSON.parse(readFileSync(`${dir}/.cognito/config.json`, 'utf8')) as Record<string, unknown>;
}

describe('writeCognitoFiles', () => {
  it("points the PreSignUp trigger at serverless-offline's Lambda port", () => {
    const config = configWritten(3012);
    expect(config.TriggerFunctions).toEqual({
      PreSignUp: LOCAL_PRE_SIGN_UP_FUNCTION,
      PostConfirmation: LOCAL_POST_CONFIRMATION_FUNCTION,
    });
    expect(config.LambdaClient).toMatchObject({ endpoint: 'http://127.0.0.1:3012' });
  });

  it("names the trigger as serverless-offline does: '<service>-dev-<function key>'", () => {
    const service = /^service: (\S+)$/m.exec(readFileSync(`${repoRoot}serverless.yml`, 'utf8'))?.[1];
    const triggers = load(readFileSync(`${repoRoot}functions/routes/auth.yml`, 'utf8')) as Record<
      string,
      { handler: string }
    >;
    const [key] = Object.entries(triggers).find(([, fn]) => fn.handler.includes('/preSignUp.')) ?? [];
    expect(LOCAL_PRE_SIGN_UP_FUNCTION).toBe(`${service}-dev-${key}`);
  });

  it('names the PostConfirmation trigger the same way', () => {
    const service = /^service: (\S+)$/m.exec(readFileSync(`${repoRoot}serverless.yml`, 'utf8'))?.[1];
    const triggers = load(readFileSync(`${repoRoot}functions/routes/auth.yml`, 'utf8')) as Record<
      string,
      { handler: string }
    >;
    const [key] = Object.entries(triggers).find(([, fn]) => fn.handler.includes('/postConfirmation.')) ?? [];
    expect(LOCAL_POST_CONFIRMATION_FUNCTION).toBe(`${service}-dev-${key}`);
  });

  it('configures no trigger without a Lambda port', () => {
    const config = configWritten();
    expect(config.TriggerFunctions).toBeUndefined();
    expect(config.LambdaClient).toBeUndefined();
  });
});
