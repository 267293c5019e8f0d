import { describe, expect, it } from 'vitest';
import { condenseJwtErrors } from './offline.ts';

/** What serverless-offline prints for a request without a token (colours removed). */
const NO_TOKEN = [
  'Running JWT Authorization function for get /projects (cognito)',
  'JWT could not be decoded',
  '× { JWTInvalid: JWTs must use Compact JWS serialization, JWT must be a string',
  '      at decodeJwt (file:///repo/node_modules/jose/dist/node/esm/util/decode_jwt.js:7:15)',
  '      at Object.authenticate (file:///repo/node_modules/serverless-offline/src/events/http/createJWTAuthScheme.js:39:24)',
  '      at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
  "    code: 'ERR_JWT_INVALID' }",
  '',
  '(λ: projectsList) RequestId: 1  Duration: 3 ms  Billed Duration: 4 ms',
];

const run = (lines: readonly string[]) => {
  const rewrite = condenseJwtErrors();
  return lines.map(rewrite).filter((line) => line !== null);
};

describe('condenseJwtErrors', () => {
  it("keeps one line of serverless-offline's JWT error instead of its stack trace", () => {
    expect(run(NO_TOKEN)).toEqual([
      'Running JWT Authorization function for get /projects (cognito)',
      'JWT could not be decoded',
      '× JWTInvalid: JWTs must use Compact JWS serialization, JWT must be a string',
      '',
      '(λ: projectsList) RequestId: 1  Duration: 3 ms  Billed Duration: 4 ms',
    ]);
  });

  it('leaves every other line alone, stack traces of other errors included', () => {
    const other = [
      'Error: something of ours',
      '    at handler (file:///tmp/handlers/projects/list.mjs:10:5)',
      "    code: 'ERR_OURS' }",
    ];
    expect(run(other)).toEqual(other);
    expect(run([...NO_TOKEN, ...other])).toEqual([...run(NO_TOKEN), ...other]);
  });

  it('ends the error at the first line that is not part of it', () => {
    expect(run(['× { JWTInvalid: broken', '      at x (y.js:1:1)', 'next request'])).toEqual([
      '× JWTInvalid: broken',
      'next request',
    ]);
  });
});
