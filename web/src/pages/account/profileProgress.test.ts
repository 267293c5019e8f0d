import { describe, expect, it } from 'vitest';
import { projectsText, solvedCount, solvedText } from './profileProgress.ts';

describe('profile progress', () => {
  it('counts each solved known problem once', () => {
    const solutions = [
      { problem_id: 'a', solved: true },
      { problem_id: 'a', solved: true },
      { problem_id: 'b', solved: false },
      { problem_id: 'c', solved: null },
      { problem_id: 'gone', solved: true },
      { problem_id: 'd', solved: true },
    ];
    expect(solvedCount(['a', 'b', 'c', 'd'], solutions)).toBe(2);
    expect(solvedCount([], solutions)).toBe(0);
  });

  it("says 'solved N of M problems' and how many projects were created", () => {
    expect(solvedText(2, 25)).toBe('solved 2 of 25 problems');
    expect(projectsText(0)).toBe('0 projects created');
    expect(projectsText(1)).toBe('1 project created');
  });
});
