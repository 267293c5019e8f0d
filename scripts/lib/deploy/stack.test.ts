import { describe, expect, it } from 'vitest';
import { placeholderOutputs, serverlessArgs, serverlessEnv, stackName } from './stack.ts';

describe('the stack step of npm run deploy', () => {
  it('deploys with the stage, region and alarm e-mail, or packages in a dry run', () => {
    const prod = { stage: 'prod', region: 'eu-west-1', dryRun: false };
    expect(serverlessArgs({ ...prod, alarmEmail: 'ops@example.com' }, '/tmp/p')).toEqual([
      'deploy',
      '--param=alarmEmail=ops@example.com',
      '--stage',
      'prod',
      '--region',
      'eu-west-1',
    ]);
    expect(serverlessArgs(prod, '/tmp/p')).toEqual(['deploy', '--stage', 'prod', '--region', 'eu-west-1']);
    expect(serverlessArgs({ ...prod, dryRun: true }, '/tmp/p')).toEqual([
      'package',
      '--package',
      '/tmp/p',
      '--stage',
      'prod',
      '--region',
      'eu-west-1',
    ]);
    expect(stackName('prod')).toBe('plcsim-prod');
  });

  it("never deploys the local stack's settings, but keeps a chosen site origin", () => {
    const env = serverlessEnv({
      PATH: '/usr/bin',
      AWS_PROFILE: 'ops',
      PLCSIM_TABLE: 'local-table',
      PLCSIM_DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
      PLCSIM_HANDLERS: 'prebuilt',
      PLCSIM_SITE_ORIGINS: 'https://plcsim.example',
    });
    expect(env).toEqual({
      PATH: '/usr/bin',
      AWS_PROFILE: 'ops',
      PLCSIM_SITE_ORIGINS: 'https://plcsim.example',
      SLS_TELEMETRY_DISABLED: '1',
      SLS_NOTIFICATIONS_MODE: 'off',
    });
  });

  it('builds a dry run with outputs shaped like the real ones', () => {
    const outputs = placeholderOutputs({ stage: 'prod', region: 'eu-west-1' });
    expect(outputs.UserPoolId).toMatch(/^eu-west-1_\w+$/);
    expect(outputs.TableName).toBe('plcsim-prod');
    expect(outputs.SiteUrl).toMatch(/^https:\/\//);
  });
});
