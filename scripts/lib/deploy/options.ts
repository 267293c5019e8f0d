/** The command line of `npm run deploy` (scripts/deploy.ts). */
import { parseArgs } from 'node:util';

export interface DeployOptions {
  stage: string;
  region: string;
  /** Where the alarms' SNS topic sends its e-mail (a Serverless parameter, `alarmEmail`). */
  alarmEmail?: string;
  /** Everything but the AWS calls: package the template, build the site, print the plan. */
  dryRun: boolean;
  /** Also write the upload plan and the other decisions as JSON to this file. */
  planJson?: string;
}

export const USAGE =
  'Usage: npm run deploy -- --stage <stage> --region <region> [--alarm-email <address>] [--dry-run] [--plan-json <file>]';

const NAME = /^[a-z][a-z0-9-]{0,30}$/;
const REGION = /^[a-z]{2}(-[a-z]+)+-\d+$/;

/** Throws a message for the user when the arguments are wrong. */
export function parseDeployArgs(args: readonly string[]): DeployOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      stage: { type: 'string', default: 'dev' },
      region: { type: 'string', default: 'us-east-1' },
      'alarm-email': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'plan-json': { type: 'string' },
    },
    strict: true,
  });
  const stage = values.stage ?? 'dev';
  const region = values.region ?? 'us-east-1';
  if (!NAME.test(stage))
    throw new Error(`--stage must be lower-case letters, digits and dashes: ${stage}\n${USAGE}`);
  if (!REGION.test(region)) throw new Error(`--region is not an AWS region: ${region}\n${USAGE}`);
  const alarmEmail = values['alarm-email'];
  if (alarmEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail)) {
    throw new Error(`--alarm-email is not an e-mail address: ${alarmEmail}\n${USAGE}`);
  }
  return {
    stage,
    region,
    alarmEmail,
    dryRun: values['dry-run'] ?? false,
    planJson: values['plan-json'],
  };
}
