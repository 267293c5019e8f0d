/**
 * The stack: `serverless deploy` (or `serverless package` in a dry run) and the outputs the rest of
 * the deploy needs (infra/site.yml, serverless.yml).
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { repoRoot } from '../paths.ts';
import { run } from '../processes.ts';
import type { DeployOptions } from './options.ts';

/** The stack outputs the deploy reads. */
export interface StackOutputs {
  UserPoolId: string;
  UserPoolClientId: string;
  TableName: string;
  SiteUrl: string;
  SiteBucketName: string;
  SiteDistributionId: string;
}

const OUTPUT_NAMES: readonly (keyof StackOutputs)[] = [
  'UserPoolId',
  'UserPoolClientId',
  'TableName',
  'SiteUrl',
  'SiteBucketName',
  'SiteDistributionId',
];

/** Serverless' default stack name (`<service>-<stage>`). */
export const stackName = (stage: string): string => `plcsim-${stage}`;

/** What a dry run builds with: recognisably fake, in the shape of the real outputs. */
export function placeholderOutputs({ stage, region }: Pick<DeployOptions, 'stage' | 'region'>): StackOutputs {
  return {
    UserPoolId: `${region}_DryRun000`,
    UserPoolClientId: 'dryrunclient000000000000000',
    TableName: `plcsim-${stage}`,
    SiteUrl: 'https://dry-run.cloudfront.net',
    SiteBucketName: `plcsim-${stage}-sitebucket-dryrun`,
    SiteDistributionId: 'EDRYRUN0000000',
  };
}

/**
 * The environment of `serverless`: none of the local stack's PLCSIM_* settings (they would point the
 * Lambdas at DynamoDB Local and cognito-local) except PLCSIM_SITE_ORIGINS, which may name the site's
 * own domain instead of the CloudFront address.
 */
export function serverlessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const clean: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('PLCSIM_') || name === 'PLCSIM_SITE_ORIGINS') clean[name] = value;
  }
  return { ...clean, SLS_TELEMETRY_DISABLED: '1', SLS_NOTIFICATIONS_MODE: 'off' };
}

/** The `serverless` command line: deploy, or package into `packageDir`. */
export function serverlessArgs(options: DeployOptions, packageDir: string): string[] {
  const args = options.dryRun
    ? ['package', '--package', packageDir]
    : ['deploy', ...(options.alarmEmail ? [`--param=alarmEmail=${options.alarmEmail}`] : [])];
  return [...args, '--stage', options.stage, '--region', options.region];
}

export async function runServerless(options: DeployOptions, packageDir: string, env: NodeJS.ProcessEnv) {
  const args = serverlessArgs(options, packageDir);
  console.log(`$ serverless ${args.join(' ')}`);
  const code = await run(
    process.execPath,
    [`${repoRoot}node_modules/serverless/bin/serverless.js`, ...args],
    {
      cwd: repoRoot,
      env: serverlessEnv(env),
    },
  );
  if (code !== 0) throw new Error(`serverless ${args[0]} failed (exit code ${code}).`);
}

/** The deployed stack's outputs; throws naming any that is missing. */
export async function stackOutputs(region: string, stage: string): Promise<StackOutputs> {
  const client = new CloudFormationClient({ region });
  const { Stacks } = await client.send(new DescribeStacksCommand({ StackName: stackName(stage) }));
  const found = new Map((Stacks?.[0]?.Outputs ?? []).map((output) => [output.OutputKey, output.OutputValue]));
  const outputs: Partial<StackOutputs> = {};
  for (const name of OUTPUT_NAMES) {
    const value = found.get(name);
    if (!value) throw new Error(`The stack ${stackName(stage)} has no output ${name}.`);
    outputs[name] = value;
  }
  return outputs as StackOutputs;
}
