/**
 * `serverless package` works offline (no AWS account) and its CloudFormation template holds the
 * deployable backend: the HTTP API with CORS, the Cognito JWT authorizer, the table (the same as the
 * local stack's), the user pool with its PreSignUp trigger and its client, least-privilege IAM, one
 * route per other function. A packaged bundle is loaded and run, so the AWS bundle format works too.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_TO_LIVE, tableDefinition } from '../../functions/src/data/tableDefinition.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import securityHeaders from '../../infra/securityHeaders.cjs';

interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
}

const execFileAsync = promisify(execFile);
const outDir = mkdtempSync(`${tmpdir()}/plcsim-package-`);
const esbuildFolder = `.esbuild/package-${process.pid}`;
let resources: Record<string, Resource> = {};
let outputs: Record<string, { Value: unknown }> = {};
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
      Outputs: Record<string, { Value: unknown }>;
    };
    resources = template.Resources;
    outputs = template.Outputs;
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
      // The handler's request log line (functions/src/http/requestLog.ts), then the answer.
      const [logLine, answerLine] = stdout.trim().split('\n');
      expect(JSON.parse(logLine ?? '')).toMatchObject({ msg: 'request', status: 401, sub: null });
      const answer = JSON.parse(answerLine ?? '') as { statusCode: number; body: string };
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

/** The packaged template as a whole (conditions and outputs too), for the blocks below. */
function packagedTemplate(): {
  Resources: Record<string, Resource & { Condition?: string }>;
  Conditions?: Record<string, unknown>;
  Outputs?: Record<string, unknown>;
} {
  return JSON.parse(readFileSync(`${outDir}/cloudformation-template-update-stack.json`, 'utf8'));
}

interface AlarmProperties {
  AlarmName: string;
  MetricName?: string;
  Namespace?: string;
  Dimensions?: { Name: string; Value: unknown }[];
  ExtendedStatistic?: string;
  Threshold: number;
  ComparisonOperator: string;
  AlarmActions: unknown[];
  Metrics?: {
    Id: string;
    Expression?: string;
    ReturnData?: boolean;
    MetricStat?: {
      Metric: { Namespace: string; MetricName: string; Dimensions: { Name: string; Value: unknown }[] };
    };
  }[];
}

describe('observability: logs, alarms to an SNS topic, a dashboard (docs/operations.md "Observability")', () => {
  const alarms = () =>
    ofType('AWS::CloudWatch::Alarm').map(
      ([id, alarm]) => [id, alarm.Properties as unknown as AlarmProperties] as const,
    );
  const lambdaIds = () => ofType('AWS::Lambda::Function').map(([id]) => id);

  it("keeps every function's log group 30 days", () => {
    const groups = ofType('AWS::Logs::LogGroup');
    expect(groups).toHaveLength(lambdaIds().length);
    for (const [, group] of groups) expect(group.Properties.RetentionInDays).toBe(30);
  });

  it('sends every alarm (and its recovery) to one SNS topic', () => {
    expect(one('AWS::SNS::Topic')).toBe(resources.AlarmTopic);
    expect(alarms().length).toBeGreaterThan(0);
    for (const [, alarm] of alarms()) {
      expect(alarm.AlarmActions, alarm.AlarmName).toEqual([{ Ref: 'AlarmTopic' }]);
    }
  });

  it('subscribes no e-mail without the alarmEmail deploy parameter', () => {
    const template = packagedTemplate();
    const subscription = template.Resources.AlarmEmailSubscription;
    expect(subscription?.Type).toBe('AWS::SNS::Subscription');
    expect(subscription?.Condition).toBe('HasAlarmEmail');
    expect(subscription?.Properties).toMatchObject({ Protocol: 'email', TopicArn: { Ref: 'AlarmTopic' } });
    // Without --param="alarmEmail=…" the condition compares '' with '': false, no subscription.
    expect(template.Conditions?.HasAlarmEmail).toEqual({ 'Fn::Not': [{ 'Fn::Equals': ['', ''] }] });
  });

  it('subscribes the e-mail given with --param="alarmEmail=…"', async () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
    Object.assign(env, { SLS_TELEMETRY_DISABLED: '1', SLS_NOTIFICATIONS_MODE: 'off' });
    Object.assign(env, { AWS_ACCESS_KEY_ID: 'none', AWS_SECRET_ACCESS_KEY: 'none' });
    const { stdout } = await execFileAsync(
      process.execPath,
      [
        `${repoRoot}node_modules/serverless/bin/serverless.js`,
        'print',
        '--param=alarmEmail=ops@example.com',
        '--format',
        'json',
      ],
      { cwd: repoRoot, env, maxBuffer: 10_000_000 },
    );
    const printed = JSON.parse(stdout) as {
      resources: { Resources: Record<string, Resource>; Conditions: Record<string, unknown> };
    };
    expect(printed.resources.Resources.AlarmEmailSubscription?.Properties.Endpoint).toBe('ops@example.com');
    expect(printed.resources.Conditions.HasAlarmEmail).toEqual({
      'Fn::Not': [{ 'Fn::Equals': ['ops@example.com', ''] }],
    });
  }, 120_000);

  it("alarms on the API's 5xx answers as a share of all its answers", () => {
    const alarm = resources.Api5xxRateAlarm?.Properties as unknown as AlarmProperties;
    const metrics = alarm.Metrics ?? [];
    const stat = (name: string) => metrics.find((m) => m.MetricStat?.Metric.MetricName === name);
    for (const name of ['5xx', 'Count']) {
      expect(stat(name)?.MetricStat?.Metric).toEqual({
        Namespace: 'AWS/ApiGateway',
        MetricName: name,
        Dimensions: [{ Name: 'ApiId', Value: { Ref: 'HttpApi' } }],
      });
    }
    const rate = metrics.find((m) => m.ReturnData === true);
    expect(rate?.Expression).toContain(`100 * ${stat('5xx')?.Id} / ${stat('Count')?.Id}`);
    expect(alarm).toMatchObject({ ComparisonOperator: 'GreaterThanThreshold', Threshold: 1 });
  });

  it('alarms on the errors and on the throttles of every function', () => {
    for (const id of lambdaIds()) {
      for (const metric of ['Errors', 'Throttles']) {
        const found = alarms().filter(
          ([, alarm]) =>
            alarm.Namespace === 'AWS/Lambda' &&
            alarm.MetricName === metric &&
            JSON.stringify(alarm.Dimensions) ===
              JSON.stringify([{ Name: 'FunctionName', Value: { Ref: id } }]),
        );
        expect(found, `${metric} of ${id}`).toHaveLength(1);
        expect(found[0]?.[1]).toMatchObject({ ComparisonOperator: 'GreaterThanThreshold', Threshold: 0 });
      }
    }
  });

  it('alarms on throttled reads and writes of the table and of each index', () => {
    const alarm = resources.TableThrottlesAlarm?.Properties as unknown as AlarmProperties;
    const watched = (alarm.Metrics ?? [])
      .filter((m) => m.MetricStat)
      .map((m) => `${m.MetricStat?.Metric.MetricName} ${JSON.stringify(m.MetricStat?.Metric.Dimensions)}`);
    const indexes = (tableDefinition('ignored').GlobalSecondaryIndexes ?? []).map((index) => index.IndexName);
    expect(indexes.length).toBeGreaterThan(0);
    for (const metric of ['ReadThrottleEvents', 'WriteThrottleEvents']) {
      expect(watched).toContain(
        `${metric} ${JSON.stringify([{ Name: 'TableName', Value: { Ref: 'Table' } }])}`,
      );
      for (const index of indexes) {
        const dimensions = [
          { Name: 'TableName', Value: { Ref: 'Table' } },
          { Name: 'GlobalSecondaryIndexName', Value: index },
        ];
        expect(watched).toContain(`${metric} ${JSON.stringify(dimensions)}`);
      }
    }
    const sum = (alarm.Metrics ?? []).find((m) => m.ReturnData === true)?.Expression ?? '';
    for (const m of alarm.Metrics ?? []) if (m.MetricStat) expect(sum).toContain(m.Id);
    expect(alarm).toMatchObject({ ComparisonOperator: 'GreaterThanThreshold', Threshold: 0 });
  });

  it("alarms when the grading function's p99 duration passes half its timeout", () => {
    const grading = resources.SolutionsSubmitLambdaFunction?.Properties;
    expect(grading?.Handler).toBe('functions/src/handlers/solutions/submit.main');
    const timeoutMs = Number(grading?.Timeout) * 1000;
    expect(timeoutMs).toBeGreaterThan(0);
    const duration = alarms().filter(([, alarm]) => alarm.MetricName === 'Duration');
    expect(duration).toHaveLength(1);
    expect(duration[0]?.[1]).toMatchObject({
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: 'SolutionsSubmitLambdaFunction' } }],
      ExtendedStatistic: 'p99',
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: timeoutMs / 2,
    });
  });

  it('has a dashboard with the API, function, grading and DynamoDB metrics', () => {
    const dashboard = one('AWS::CloudWatch::Dashboard').Properties;
    const [body, substitutions] = (
      dashboard.DashboardBody as { 'Fn::Sub': [string, Record<string, unknown>] }
    )['Fn::Sub'];
    expect(substitutions).toMatchObject({
      ApiId: { Ref: 'HttpApi' },
      TableName: { Ref: 'Table' },
      GradingFunction: { Ref: 'SolutionsSubmitLambdaFunction' },
      Prefix: 'plcsim-dev-',
    });
    const widgets = (
      JSON.parse(body) as { widgets: { properties: { metrics?: unknown[][]; query?: string } }[] }
    ).widgets;
    const lines = widgets.flatMap((widget) =>
      (widget.properties.metrics ?? []).map((m) => JSON.stringify(m)),
    );
    for (const expected of [
      '["AWS/ApiGateway","5xx","ApiId","${ApiId}"]',
      '["AWS/ApiGateway","Count","ApiId","${ApiId}"]',
      '["AWS/Lambda","Duration","FunctionName","${GradingFunction}",{"stat":"p99"}]',
      '["AWS/DynamoDB","ReadThrottleEvents","TableName","${TableName}"]',
      '["AWS/DynamoDB","WriteThrottleEvents","TableName","${TableName}"]',
    ]) {
      expect(lines).toContain(expected);
    }
    for (const metric of ['Errors', 'Throttles']) {
      expect(
        lines.some((line) => line.includes(`MetricName=\\"${metric}\\" FunctionName=\\"\${Prefix}\\"`)),
      ).toBe(true);
    }
    expect(widgets.some((widget) => widget.properties.query?.includes("filter msg = 'request'"))).toBe(true);
  });
});

/** The grading bundle's budget (docs/operations.md "Lambda cold start"): it was 1 947 764 bytes unminified. */
const GRADING_BUNDLE_BUDGET_BYTES = 800 * 1024;
const GRADING_ZIP_BUDGET_BYTES = 300 * 1024;

describe('the grading Lambda stays small (docs/operations.md "Lambda cold start")', () => {
  it(`bundles POST /solutions/{problemId} minified, within ${GRADING_BUNDLE_BUDGET_BYTES / 1024} KB`, () => {
    const bundle = `${repoRoot}${esbuildFolder}/.build/functions/src/handlers/solutions/submit.mjs`;
    const text = readFileSync(bundle, 'utf8');
    expect(text.length).toBeGreaterThan(100_000);
    expect(statSync(bundle).size).toBeLessThanOrEqual(GRADING_BUNDLE_BUDGET_BYTES);
    // Minified: a few long lines, not one statement per line.
    expect(text.split('\n').length).toBeLessThan(2_000);
  });

  it(`ships the grading function as a zip within ${GRADING_ZIP_BUDGET_BYTES / 1024} KB`, () => {
    expect(statSync(`${outDir}/solutionsSubmit.zip`).size).toBeLessThanOrEqual(GRADING_ZIP_BUDGET_BYTES);
  });
});

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

/** A behaviour of the site's distribution (infra/site.yml). */
interface Behaviour {
  PathPattern?: string;
  TargetOriginId: string;
  ViewerProtocolPolicy: string;
  AllowedMethods: string[];
  Compress: boolean;
  CachePolicyId: unknown;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId: unknown;
  FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
}

/** CloudFront's managed policies the /api/* behaviour uses. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const YEAR = 31_536_000;
const COGNITO = 'https://cognito-idp.us-east-1.amazonaws.com';

describe('serverless package: the site (infra/site.yml)', () => {
  const distribution = () =>
    (
      resources.SiteDistribution?.Properties as {
        DistributionConfig: {
          HttpVersion: string;
          DefaultRootObject: string;
          Origins: Record<string, unknown>[];
          DefaultCacheBehavior: Behaviour;
          CacheBehaviors: Behaviour[];
          CustomErrorResponses?: unknown;
        };
      }
    ).DistributionConfig;
  const behaviour = (pattern: string): Behaviour => {
    const found = distribution().CacheBehaviors.find((candidate) => candidate.PathPattern === pattern);
    expect(found, pattern).toBeDefined();
    return found as Behaviour;
  };
  const cachePolicy = (id: unknown) => {
    const name = (id as { Ref: string }).Ref;
    return (resources[name]?.Properties.CachePolicyConfig ?? {}) as Record<string, unknown> & {
      ParametersInCacheKeyAndForwardedToOrigin: Record<string, unknown>;
    };
  };
  const headersPolicy = (id: unknown) => {
    const name = (id as { Ref: string }).Ref;
    return resources[name]?.Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
      CorsConfig?: { AccessControlAllowOrigins: { Items: string[] } };
    };
  };
  const csp = (id: unknown) =>
    headersPolicy(id).SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy as string;

  it('keeps the site in a private, encrypted bucket that only the distribution reads, over TLS', () => {
    expect(resources.SiteBucket?.Type).toBe('AWS::S3::Bucket');
    const bucket = resources.SiteBucket?.Properties ?? {};
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(JSON.stringify(bucket.BucketEncryption)).toContain('"SSEAlgorithm":"AES256"');
    const policy = resources.SiteBucketPolicy?.Properties as {
      Bucket: unknown;
      PolicyDocument: { Statement: Record<string, unknown>[] };
    };
    expect(policy.Bucket).toEqual({ Ref: 'SiteBucket' });
    const [read, tls] = policy.PolicyDocument.Statement;
    expect(read).toMatchObject({
      Effect: 'Allow',
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Action: ['s3:GetObject', 's3:ListBucket'],
    });
    expect(JSON.stringify(read?.Condition)).toContain('{"Ref":"SiteDistribution"}');
    expect(tls).toMatchObject({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } });
    expect(policy.PolicyDocument.Statement).toHaveLength(2);
  });

  it('serves it with CloudFront through origin access control, over HTTP/2 and 3, compressed', () => {
    const control = one('AWS::CloudFront::OriginAccessControl').Properties.OriginAccessControlConfig;
    expect(control).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    const config = distribution();
    expect(config.HttpVersion).toBe('http2and3');
    expect(config.DefaultRootObject).toBe('index.html');
    // Real 404s stay 404s: no error response turns a missing file into index.html.
    expect(config.CustomErrorResponses).toBeUndefined();
    const bucketOrigin = config.Origins.find((origin) => origin.Id === 'site-bucket');
    expect(bucketOrigin).toMatchObject({
      DomainName: { 'Fn::GetAtt': ['SiteBucket', 'RegionalDomainName'] },
      OriginAccessControlId: { 'Fn::GetAtt': ['SiteOriginAccessControl', 'Id'] },
      S3OriginConfig: { OriginAccessIdentity: '' },
    });
    const all = [config.DefaultCacheBehavior, ...config.CacheBehaviors];
    expect(all.map((entry) => entry.PathPattern ?? '*')).toEqual([
      '*',
      '/api/*',
      '/assets/*',
      '/embed/*',
      '/plc-simulator*',
      '/engine.wasm',
    ]);
    for (const entry of all) {
      expect(entry.Compress, entry.PathPattern).toBe(true);
      expect(['redirect-to-https', 'https-only']).toContain(entry.ViewerProtocolPolicy);
    }
  });

  it('caches hashed assets a year and leaves everything else to revalidate (index.html, sw.js, the manifest)', () => {
    const assets = cachePolicy(behaviour('/assets/*').CachePolicyId);
    expect(assets).toMatchObject({ MinTTL: YEAR, DefaultTTL: YEAR, MaxTTL: YEAR });
    for (const pattern of [undefined, '/embed/*', '/plc-simulator*', '/engine.wasm']) {
      const entry = pattern ? behaviour(pattern) : distribution().DefaultCacheBehavior;
      const policy = cachePolicy(entry.CachePolicyId);
      // Minimum TTL 0 honours the `no-cache` the deploy uploads index.html, sw.js and the manifest with;
      // no Cache-Control at all is not cached either.
      expect(policy, pattern).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
    }
    for (const policy of [assets, cachePolicy(distribution().DefaultCacheBehavior.CachePolicyId)]) {
      expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      });
    }
  });

  it('routes /api/* to the HTTP API on the same origin: never cached, every viewer header but Host', () => {
    const api = behaviour('/api/*');
    expect(distribution().CacheBehaviors[0]).toBe(api);
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']));
    const origin = distribution().Origins.find((candidate) => candidate.Id === api.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toBe(
      JSON.stringify({
        'Fn::Join': ['', [{ Ref: 'HttpApi' }, '.execute-api.', { Ref: 'AWS::Region' }, '.amazonaws.com']],
      }),
    );
    expect(origin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    // The routing function strips the prefix (below).
    expect(api.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': ['SiteRoutingFunction', 'FunctionARN'] } },
    ]);
  });

  it("runs the routing function's packaged code: SPA routes get index.html, files and misses stay", () => {
    const fn = one('AWS::CloudFront::Function').Properties as {
      AutoPublish: boolean;
      FunctionConfig: { Runtime: string };
      FunctionCode: string;
    };
    expect(fn.AutoPublish).toBe(true);
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const handler = new Function(`${fn.FunctionCode}\nreturn handler;`)() as (event: unknown) => {
      uri: string;
      querystring: unknown;
    };
    const uri = (path: string) =>
      handler({
        version: '1.0',
        context: { eventType: 'viewer-request' },
        viewer: { ip: '192.0.2.1' },
        request: { method: 'GET', uri: path, querystring: { url: { value: 'x' } }, headers: {}, cookies: {} },
      }).uri;
    expect(uri('/')).toBe('/index.html');
    expect(uri('/projects/abc')).toBe('/index.html');
    expect(uri('/problems/12')).toBe('/index.html');
    expect(uri('/embed/examples/start-stop-seal-in')).toBe('/index.html');
    expect(uri('/community/')).toBe('/index.html');
    expect(uri('/assets/x-123.js')).toBe('/assets/x-123.js');
    expect(uri('/missing.png')).toBe('/missing.png');
    expect(uri('/plc-simulator.js')).toBe('/plc-simulator.js');
    expect(uri('/sw.js')).toBe('/sw.js');
    expect(uri('/api/oembed')).toBe('/oembed');
    expect(uri('/api/projects/abc')).toBe('/projects/abc');
    expect(uri('/api/')).toBe('/');
    // `/api` alone is no API path (the /api/* behaviour does not match it): a route of the site.
    expect(uri('/api')).toBe('/index.html');
    expect(uri('/apis/x')).toBe('/index.html');
    // The distribution's default behaviour and the embeds use it; /assets/* needs no rewrite.
    expect(distribution().DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(behaviour('/embed/*').FunctionAssociations).toHaveLength(1);
    expect(behaviour('/assets/*').FunctionAssociations).toBeUndefined();
  });

  it('sends the security headers of infra/securityHeaders.cjs, framable only on the embeds', () => {
    const site = distribution().DefaultCacheBehavior.ResponseHeadersPolicyId;
    // The same strings the dev and preview servers send, with Cognito's own origin (there they reach the
    // local pool through the same-origin /cognito).
    expect(csp(site)).toBe(
      securityHeaders.contentSecurityPolicy({ frameAncestors: "'self'", cognitoOrigin: COGNITO }),
    );
    const previewCsp = securityHeaders.headersFor('/')['content-security-policy'] ?? '';
    expect(csp(site)).toBe(previewCsp.replace("connect-src 'self'", `connect-src 'self' ${COGNITO}`));
    expect(csp(site)).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    expect(csp(site)).toMatch(/frame-ancestors 'self'$/);
    for (const pattern of ['/embed/*', '/plc-simulator*', '/engine.wasm']) {
      expect(csp(behaviour(pattern).ResponseHeadersPolicyId), pattern).toBe(
        securityHeaders.contentSecurityPolicy({ frameAncestors: '*', cognitoOrigin: COGNITO }),
      );
    }
    for (const pattern of ['/api/*', '/assets/*']) {
      expect(behaviour(pattern).ResponseHeadersPolicyId, pattern).toEqual(site);
    }
    const local = securityHeaders.headersFor('/');
    const policy = headersPolicy(site);
    expect(policy.SecurityHeadersConfig.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63_072_000,
      IncludeSubdomains: true,
    });
    expect(local['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(policy.SecurityHeadersConfig.ContentTypeOptions).toEqual({ Override: true });
    expect(policy.SecurityHeadersConfig.ReferrerPolicy?.ReferrerPolicy).toBe(local['referrer-policy']);
    expect(policy.CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: local['permissions-policy'], Override: true },
    ]);
    expect(policy.CorsConfig).toBeUndefined();
    // The script-tag embed's files are read by other sites' pages.
    const standalone = headersPolicy(behaviour('/plc-simulator*').ResponseHeadersPolicyId);
    expect(standalone.CorsConfig?.AccessControlAllowOrigins.Items).toEqual(['*']);
    expect(securityHeaders.headersFor('/plc-simulator.module.js')['access-control-allow-origin']).toBe('*');
  });

  it("names the site's address, bucket and distribution, and the oEmbed links it answers for", () => {
    expect(outputs.SiteUrl?.Value).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': ['SiteDistribution', 'DomainName'] }]],
    });
    expect(outputs.SiteBucketName?.Value).toEqual({ Ref: 'SiteBucket' });
    expect(outputs.SiteDistributionId?.Value).toEqual({ Ref: 'SiteDistribution' });
    const oembed = resources.OembedGetLambdaFunction?.Properties.Environment as {
      Variables: Record<string, unknown>;
    };
    expect(oembed.Variables.PLCSIM_SITE_ORIGINS).toEqual(outputs.SiteUrl?.Value);
  });
});
