import { EXAMPLES, PROBLEMS } from '@plcsim/content';
import { describe, expect, it } from 'vitest';
import { withoutKeys } from './contentIndex.ts';
import { exampleItem } from './exampleRepository.ts';
import { problemItem } from './problemRepository.ts';

describe('content items', () => {
  it('key examples and number them in gsi1 (functions/README.md)', () => {
    const example = EXAMPLES[0];
    if (!example) throw new Error('no example');
    expect(exampleItem(example)).toMatchObject({
      pk: `EXAMPLE#${example.example_id}`,
      sk: 'EXAMPLE',
      gsi1pk: 'EXAMPLES',
      gsi1sk: String(example.exampleNumber).padStart(6, '0'),
      example_id: example.example_id,
    });
  });

  it('key problems and number them in gsi1', () => {
    const problem = PROBLEMS[2];
    if (!problem) throw new Error('no problem');
    expect(problemItem(problem)).toMatchObject({
      pk: `PROBLEM#${problem.problem_id}`,
      sk: 'PROBLEM',
      gsi1pk: 'PROBLEMS',
      gsi1sk: '000003',
    });
  });

  it('come back as their document without keys', () => {
    for (const problem of PROBLEMS) expect(withoutKeys(problemItem(problem))).toEqual(problem);
    for (const example of EXAMPLES) expect(withoutKeys(exampleItem(example))).toEqual(example);
  });
});
