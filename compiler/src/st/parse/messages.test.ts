import { describe, expect, it } from 'vitest';
import * as messages from './messages.ts';

describe('syntax messages', () => {
  it('renders a token in single quotes as written, or as end of input', () => {
    expect(messages.expectedSymbol(';', 'y')).toBe("Expected ';', got 'y'");
    expect(messages.expectedSymbol('THEN', 'x')).toBe("Expected 'THEN', got 'x'");
    expect(messages.expectedSymbol('END_IF', null)).toBe("Expected 'END_IF', got end of input");
    expect(messages.unexpectedAtTopLevel('end_if')).toBe("Unexpected token 'end_if' at top level");
    expect(messages.unexpectedInExpression(null)).toBe('Unexpected token end of input in expression');
  });

  it('shows control characters escaped and cuts long tokens', () => {
    expect(messages.renderToken('\u0000')).toBe("'\\u0000'");
    expect(messages.renderToken('a\u007fb')).toBe("'a\\u007fb'");
    expect(messages.renderToken('x'.repeat(40))).toBe(`'${'x'.repeat(32)}…'`);
  });

  it('has the fixed messages of the spec', () => {
    expect([
      messages.expectedLoopVariable(),
      messages.expectedMember(),
      messages.expectedIdentifier(),
      messages.expectedCallIdentifier(),
      messages.expectedAssignment(),
    ]).toEqual([
      'Expected loop variable after FOR',
      "Expected member after '.'",
      'Expected identifier',
      'Expected identifier for call',
      "Expected ':=' after identifier",
    ]);
  });
});
