import { describe, expect, it } from 'vitest';
import { parseDeployArgs } from './options.ts';

describe('npm run deploy arguments', () => {
  it('reads the stage, region, alarm e-mail and dry run', () => {
    expect(
      parseDeployArgs(['--stage', 'prod', '--region', 'eu-west-1', '--alarm-email', 'ops@example.com']),
    ).toEqual({
      stage: 'prod',
      region: 'eu-west-1',
      alarmEmail: 'ops@example.com',
      dryRun: false,
      planJson: undefined,
    });
    expect(parseDeployArgs(['--dry-run'])).toMatchObject({ stage: 'dev', region: 'us-east-1', dryRun: true });
  });

  it('refuses what would make a broken stack name or region, with the usage', () => {
    expect(() => parseDeployArgs(['--stage', 'Prod_1'])).toThrow(
      /--stage must be lower-case.*\nUsage: npm run deploy/s,
    );
    expect(() => parseDeployArgs(['--region', 'europe'])).toThrow('--region is not an AWS region: europe');
    expect(() => parseDeployArgs(['--alarm-email', 'nobody'])).toThrow(
      '--alarm-email is not an e-mail address',
    );
    expect(() => parseDeployArgs(['--stgae', 'prod'])).toThrow(/stgae/);
  });
});
