/**
 * `serverless package` works offline (no AWS account) and its CloudFormation template holds the
 * deployable backend: the HTTP API with CORS, the Cognito JWT authorizer, the table (the same as the
 * local stack's), the user pool with its PreSignUp trigger and its client, least-privilege IAM, one
 * route per other function. A packaged bundle is loaded and run, so the AWS bundle format works too.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_TO_LIVE, tableDefinition } from '../../functions/src/data/tableDefinition.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';

interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
}

const execFileAsync = promisify(execFile);
const outDir = mkdtempSync(`${tmpdir()}/plcsim-package-`);
const esbuildFolder = `.esbuild/package-${process.pid}`;
let resources: Record<string, Resource> = {};
let packageExit = -1;

/** The PreSignUp trigger's function (functions/routes/auth.yml). */
const PRE_SIGN_UP = 'PreSignUpLambdaFunction';
/** The PostConfirmation trigger's function (functions/routes/auth.yml, issue 23 item 4). */
const POST_CONFIRMATION = 'PostConfirmationLambdaFunction';
/** The pool's triggers: the only functions without a route. */
const TRIGGERS = [PRE_SIGN_UP, POST_CONFIRMATION];

const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
const one = (type: string): Resource => {
  const found = ofType(type);
  expect(found, type).toHaveLength(1);
  return (found[0] as [string, Resource])[1];
};

beforeAll(async () => {
  // As on a machine without AWS credentials or any local-stack settings.
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('PLCSIM_') && !name.startsWith('AWS_')) env[name] = value;
  }
  Object.assign(env, {
    SLS_TELEMETRY_DISABLED: '1',
    SLS_NOTIFICATIONS_MODE: 'off',
    AWS_ACCESS_KEY_ID: 'none',
    AWS_SECRET_ACCESS_KEY: 'none',
    PLCSIM_ESBUILD_FOLDER: esbuildFolder,
    PLCSIM_ESBUILD_KEEP: 'true',
  });
  try {
    await execFileAsync(
      process.execPath,
      [`${repoRoot}node_modules/serverless/bin/serverless.js`, 'package', '--package', outDir],
      { cwd: repoRoot, env, maxBuffer: 10_000_000 },
    );
    packageExit = 0;
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    console.error(`serverless package failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
    packageExit = typeof failed.code === 'number' ? failed.code : 1;
  }
  if (packageExit === 0) {
    const template = JSON.parse(
      readFileSync(`${outDir}/cloudformation-template-update-stack.json`, 'utf8'),
    ) as {
      Resources: Record<string, Resource>;
    };
    resources = template.Resources;
  }
}, 240_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(`${repoRoot}${esbuildFolder}`, { recursive: true, force: true });
  try {
    rmdirSync(`${repoRoot}.esbuild`);
  } catch {
    // Another run's folder is still in there.
  }
});

describe('serverless package', () => {
  it('succeeds without AWS credentials', () => {
    expect(packageExit).toBe(0);
  });

  it('defines the HTTP API with CORS for the site', () => {
    const cors = one('AWS::ApiGatewayV2::Api').Properties.CorsConfiguration as Record<string, string[]>;
    expect(cors.AllowHeaders).toEqual(expect.arrayContaining(['authorization', 'content-type']));
    expect(cors.AllowMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
  });

  it('defines a JWT authorizer on the user pool and its app client', () => {
    const authorizer = one('AWS::ApiGatewayV2::Authorizer').Properties;
    expect(authorizer.AuthorizerType).toBe('JWT');
    expect(authorizer.IdentitySource).toEqual(['$request.header.Authorization']);
    const jwt = authorizer.JwtConfiguration as { Audience: unknown[]; Issuer: unknown };
    expect(jwt.Audience).toEqual([{ Ref: 'UserPoolClient' }]);
    expect(JSON.stringify(jwt.Issuer)).toMatch(/https:\/\/cognito-idp\..*amazonaws\.com.*"Ref":"UserPool"/);
  });

  it('defines the table exactly as the local stack creates it', () => {
    const table = one('AWS::DynamoDB::Table').Properties;
    const expected = tableDefinition('ignored');
    expect(table.BillingMode).toBe(expected.BillingMode);
    expect(table.AttributeDefinitions).toEqual(expected.AttributeDefinitions);
    expect(table.KeySchema).toEqual(expected.KeySchema);
    expect(table.GlobalSecondaryIndexes).toEqual(expected.GlobalSecondaryIndexes);
  });

  it('expires the rate counters with the time to live the local stack sets', () => {
    expect(one('AWS::DynamoDB::Table').Properties.TimeToLiveSpecification).toEqual(TIME_TO_LIVE);
  });

  it('throttles the HTTP API stage, anonymous shares much more than the rest', () => {
    const stage = one('AWS::ApiGatewayV2::Stage');
    expect(resources.HttpApiStage).toBe(stage);
    const settings = stage.Properties as {
      DefaultRouteSettings: Record<string, number>;
      RouteSettings: Record<string, Record<string, number>>;
    };
    const all = settings.DefaultRouteSettings;
    expect(all).toMatchObject({ ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 });
    expect(Object.keys(settings.RouteSettings)).toEqual(['POST /shared']);
    const shares = settings.RouteSettings['POST /shared'] ?? {};
    expect(shares.ThrottlingRateLimit).toBeLessThan(all.ThrottlingRateLimit ?? 0);
    expect(shares.ThrottlingBurstLimit).toBeLessThan(all.ThrottlingBurstLimit ?? 0);
    // Route settings need their route to exist first.
    expect(resources.HttpApiRoutePostShared?.Properties.RouteKey).toBe('POST /shared');
    expect((stage as Resource & { DependsOn?: string[] }).DependsOn).toContain('HttpApiRoutePostShared');
    // The handler's own limit of shared links per source address.
    const share = resources.SharedCreateLambdaFunction?.Properties;
    expect(share?.Handler).toBe('functions/src/handlers/shared/create.main');
    const variables = (share?.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.PLCSIM_SHARE_RATE_LIMIT).toBe('30');
  });

  it('defines the user pool: username kept, e-mail alias confirmed by code, the password policy', () => {
    const pool = one('AWS::Cognito::UserPool').Properties;
    expect(pool.AliasAttributes).toEqual(['email']);
    expect(pool.UsernameAttributes).toBeUndefined();
    expect(pool.AutoVerifiedAttributes).toEqual(['email']);
    expect(pool.VerificationMessageTemplate).toEqual({ DefaultEmailOption: 'CONFIRM_WITH_CODE' });
    expect((pool.Policies as { PasswordPolicy: unknown }).PasswordPolicy).toMatchObject({
      MinimumLength: 8,
      RequireNumbers: true,
      RequireLowercase: true,
      RequireUppercase: true,
      RequireSymbols: true,
    });
  });

  it('defines a public app client with password, SRP and refresh-token sign-in', () => {
    const client = one('AWS::Cognito::UserPoolClient').Properties;
    expect(client.UserPoolId).toEqual({ Ref: 'UserPool' });
    expect(client.GenerateSecret).toBe(false);
    expect(client.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
  });

  it('lets the functions use only the table and its indexes, with only the calls they make', () => {
    const role = one('AWS::IAM::Role').Properties;
    const statements = (
      role.Policies as { PolicyDocument: { Statement: { Action: string[]; Resource: unknown[] }[] } }[]
    )
      .flatMap((policy) => policy.PolicyDocument.Statement)
      .filter((statement) => statement.Action.some((action) => action.startsWith('dynamodb:')));
    expect(statements).toHaveLength(1);
    const [statement] = statements;
    // Least privilege: exactly the actions of the DynamoDB commands the repositories use.
    expect(new Set(statement?.Action)).toEqual(dynamoActionsUsed());
    expect(statement?.Action).toContain('dynamodb:TransactWriteItems');
    expect(statement?.Resource).toEqual([
      { 'Fn::GetAtt': ['Table', 'Arn'] },
      { 'Fn::Join': ['/', [{ 'Fn::GetAtt': ['Table', 'Arn'] }, 'index', '*']] },
    ]);
  });

  it('attaches the PreSignUp trigger to the user pool, which alone may invoke it', () => {
    const pool = one('AWS::Cognito::UserPool').Properties;
    expect(pool.LambdaConfig).toMatchObject({ PreSignUp: { 'Fn::GetAtt': [PRE_SIGN_UP, 'Arn'] } });
    expect(resources[PRE_SIGN_UP]?.Type).toBe('AWS::Lambda::Function');
    const permissions = ofType('AWS::Lambda::Permission').filter(
      ([, permission]) =>
        permission.Properties.Principal === 'cognito-idp.amazonaws.com' &&
        JSON.stringify(permission.Properties.FunctionName).includes(PRE_SIGN_UP),
    );
    expect(permissions.map(([, permission]) => permission.Properties)).toEqual([
      {
        FunctionName: { 'Fn::GetAtt': [PRE_SIGN_UP, 'Arn'] },
        Action: 'lambda:InvokeFunction',
        Principal: 'cognito-idp.amazonaws.com',
        SourceArn: { 'Fn::GetAtt': ['UserPool', 'Arn'] },
      },
    ]);
    // The pool refers to the function: the function must not refer back to the pool (a cycle).
    const trigger = resources[PRE_SIGN_UP]?.Properties ?? {};
    expect(JSON.stringify(trigger.Environment)).not.toMatch(/"Ref":"UserPool/);
  });

  it('gives every other function a route and the handlers their settings from the stack', () => {
    const functions = ofType('AWS::Lambda::Function').filter(([logicalId]) => !TRIGGERS.includes(logicalId));
    const routes = ofType('AWS::ApiGatewayV2::Route');
    expect(functions.length).toBeGreaterThan(0);
    expect(routes).toHaveLength(functions.length);
    for (const [, fn] of functions) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.PLCSIM_TABLE).toBe('plcsim-dev');
      expect(variables.PLCSIM_CLIENT_ID).toEqual({ Ref: 'UserPoolClient' });
      expect(JSON.stringify(variables.PLCSIM_ISSUER)).toMatch(/"Ref":"UserPool"/);
      expect(variables.AWS_REGION).toBeUndefined();
    }
    const authorized = routes.filter(([, route]) => route.Properties.AuthorizationType === 'JWT');
    expect(authorized.length).toBeGreaterThan(0);
  });

  it.each(['projects/list', 'solutions/submit'])(
    'bundles %s so that it loads and answers under plain Node, as in Lambda',
    async (handler) => {
      const bundle = `${repoRoot}${esbuildFolder}/.build/functions/src/handlers/${handler}.mjs`;
      const script =
        `const { main } = await import(${JSON.stringify(pathToFileURL(bundle).href)});` +
        `console.log(JSON.stringify(await main({ headers: {}, requestContext: {}, rawPath: '/' })));`;
      const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: tmpdir(),
        env: { PATH: process.env.PATH },
      });
      const answer = JSON.parse(stdout) as { statusCode: number; body: string };
      expect(answer.statusCode).toBe(401);
      expect(JSON.parse(answer.body)).toHaveProperty('message');
    },
  );
});

/**
 * `dynamodb:…` actions the Lambdas need: every document-client command under functions/src/data
 * (GetCommand → GetItem) and every item action inside a transaction (Delete: {…} → DeleteItem).
 * seedContent.ts runs only from scripts (the local stack, scripts/seedContent.ts), never in a Lambda.
 */
function dynamoActionsUsed(): Set<string> {
  const folder = new URL('../../functions/src/data/', import.meta.url);
  const actions = new Set<string>();
  const names: Record<string, string> = {
    Get: 'GetItem',
    Put: 'PutItem',
    Update: 'UpdateItem',
    Delete: 'DeleteItem',
    Query: 'Query',
    Scan: 'Scan',
    BatchGet: 'BatchGetItem',
    BatchWrite: 'BatchWriteItem',
    TransactWrite: 'TransactWriteItems',
    TransactGet: 'TransactGetItems',
  };
  const lambdaFiles = readdirSync(folder).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'seedContent.ts',
  );
  for (const file of lambdaFiles) {
    const text = readFileSync(new URL(file, folder), 'utf8');
    for (const match of text.matchAll(/new (\w+?)Command\(/g)) {
      const action = names[match[1] ?? ''];
      if (action) actions.add(`dynamodb:${action}`);
    }
    if (text.includes('TransactItems')) {
      for (const match of text.matchAll(/\b(Put|Update|Delete|ConditionCheck): \{/g)) {
        actions.add(
          match[1] === 'ConditionCheck' ? 'dynamodb:ConditionCheckItem' : `dynamodb:${names[match[1] ?? '']}`,
        );
      }
    }
  }
  return actions;
}

describe('serverless package: data safety and account deletion (issue 23 item 4)', () => {
  it('keeps the table: point-in-time recovery, deletion protection, retained by CloudFormation', () => {
    const table = one('AWS::DynamoDB::Table') as Resource & { DeletionPolicy?: string };
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.DeletionPolicy).toBe('Retain');
  });

  it('keeps the user pool: deletion protection, retained by CloudFormation', () => {
    const pool = one('AWS::Cognito::UserPool') as Resource & { DeletionPolicy?: string };
    expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
    expect(pool.DeletionPolicy).toBe('Retain');
  });

  it('routes DELETE /account, signed in, to the function that knows the pool', () => {
    const route = ofType('AWS::ApiGatewayV2::Route').find(
      ([, candidate]) => candidate.Properties.RouteKey === 'DELETE /account',
    );
    expect(route?.[1].Properties.AuthorizationType).toBe('JWT');
    const fn = resources.AccountDeleteLambdaFunction?.Properties ?? {};
    expect(fn.Handler).toBe('functions/src/handlers/account/delete.main');
    const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.PLCSIM_USER_POOL_ID).toEqual({ Ref: 'UserPool' });
    expect(variables.PLCSIM_COGNITO_ENDPOINT).toBe('');
    // No other function is given the pool (least privilege, and the PreSignUp trigger must not: a cycle).
    const others = ofType('AWS::Lambda::Function').filter(
      ([logicalId]) => logicalId !== 'AccountDeleteLambdaFunction',
    );
    for (const [, other] of others) {
      expect(JSON.stringify(other.Properties.Environment)).not.toContain('PLCSIM_USER_POOL_ID');
    }
  });

  it('attaches the PostConfirmation trigger (leftover entries of an earlier same-named account go), which only the pool may invoke', () => {
    const pool = one('AWS::Cognito::UserPool').Properties;
    expect(pool.LambdaConfig).toEqual({
      PreSignUp: { 'Fn::GetAtt': [PRE_SIGN_UP, 'Arn'] },
      PostConfirmation: { 'Fn::GetAtt': [POST_CONFIRMATION, 'Arn'] },
    });
    const trigger = resources[POST_CONFIRMATION]?.Properties ?? {};
    expect(trigger.Handler).toBe('functions/src/handlers/auth/postConfirmation.main');
    expect(JSON.stringify(trigger.Environment)).not.toMatch(/"Ref":"UserPool/);
    expect(resources.PostConfirmationLambdaPermission?.Properties).toEqual({
      FunctionName: { 'Fn::GetAtt': [POST_CONFIRMATION, 'Arn'] },
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': ['UserPool', 'Arn'] },
    });
  });

  it('lets the functions delete users of this pool only, and do nothing else with it', () => {
    const cognitoStatements = ofType('AWS::IAM::Policy')
      .concat(ofType('AWS::IAM::Role'))
      .flatMap(([, resource]) => {
        const documents =
          resource.Type === 'AWS::IAM::Policy'
            ? [resource.Properties.PolicyDocument]
            : ((resource.Properties.Policies ?? []) as { PolicyDocument: unknown }[]).map(
                (p) => p.PolicyDocument,
              );
        return (documents as { Statement: { Action: string[]; Resource: unknown[] }[] }[]).flatMap(
          (document) => document.Statement,
        );
      })
      .filter((statement) => statement.Action.some((action) => action.startsWith('cognito-idp:')));
    expect(cognitoStatements).toEqual([
      {
        Effect: 'Allow',
        Action: ['cognito-idp:AdminDeleteUser'],
        Resource: [{ 'Fn::GetAtt': ['UserPool', 'Arn'] }],
      },
    ]);
    expect(resources.AccountDeletionPolicy?.Properties.Roles).toEqual([{ Ref: 'IamRoleLambdaExecution' }]);
  });
});
