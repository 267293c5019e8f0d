import { describe, expect, it } from 'vitest';
import { confirmationCodeReader, type ConfirmationCode } from './confirmationCodes.ts';
import { plain } from './output.ts';

/** cognito-local's output for one sign-up, as it prints it (colours included). */
const SIGN_UP = [
  '[1795291733480] \x1b[32mINFO\x1b[39m: \x1b[36mcb596ff5 SignUp ╭────────────────────────────────────╮',
  '│                                    │',
  '│   Confirmation Code Delivery       │',
  '│                                    │',
  '│   Username:    alice               │',
  '│   Destination: alice@example.com   │',
  '│   Code:        597116              │',
  '│                                    │',
  '╰────────────────────────────────────╯\x1b[39m \x1b[90m{"reqId":"cb596ff5","target":"SignUp"}\x1b[39m',
];

function read(lines: readonly string[]): ConfirmationCode[] {
  const codes: ConfirmationCode[] = [];
  const reader = confirmationCodeReader((code) => codes.push(code));
  for (const line of lines) reader(plain(line));
  return codes;
}

describe('confirmationCodeReader', () => {
  it('reports the user, the address and the code of each delivery box', () => {
    expect(read(SIGN_UP)).toEqual([{ username: 'alice', destination: 'alice@example.com', code: '597116' }]);
  });

  it('reports every code of several sign-ups, each with its own user', () => {
    const second = SIGN_UP.map((line) =>
      line
        .replace('alice', 'bob')
        .replace('alice@example.com', 'bob@example.com')
        .replace('597116', '000042'),
    );
    expect(read([...SIGN_UP, 'INFO: NONE NONE request completed', ...second]).map((c) => c.code)).toEqual([
      '597116',
      '000042',
    ]);
    expect(read(second)[0]?.username).toBe('bob');
  });

  it('ignores ordinary log lines and a code without a user', () => {
    expect(read(['Cognito Local running on http://127.0.0.1:9229', '│   Code:        123   │'])).toEqual([]);
  });
});
