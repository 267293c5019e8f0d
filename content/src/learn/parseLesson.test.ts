import { describe, expect, it } from 'vitest';
import { formatLessonError, type LessonError } from './lessonErrors.ts';
import { parseLesson } from './parseLesson.ts';

const FILE = 'content/learn/03-timers.md';
const EXAMPLES = new Map([
  [5, { number: 5, id: 'on-delay-timer', name: 'On-Delay Timer' }],
  [6, { number: 6, id: 'off-delay-crossing', name: 'Off-Delay Crossing Gate' }],
]);

function parse(source: string, file = FILE) {
  const errors: LessonError[] = [];
  const lesson = parseLesson(file, source, EXAMPLES, errors);
  return { lesson, errors: errors.map(formatLessonError) };
}

const lesson = (front: string, body: string) => `---\n${front}\n---\n${body}`;
const FRONT = 'unit: 3\ntitle: Timers\nsummary: Delay an action.';

describe('parseLesson', () => {
  it('reads the front matter, the slug and the sections with their anchors', () => {
    const { lesson: parsed, errors } = parse(
      lesson(
        FRONT,
        "\n## An on-delay waits\n\nA `TON` counts **time**\nwhile its rung's input is true & < 5.\n",
      ),
    );
    expect(errors).toEqual([]);
    expect(parsed).toEqual({
      unit: 3,
      slug: 'timers',
      title: 'Timers',
      summary: 'Delay an action.',
      blocks: [
        {
          type: 'heading',
          depth: 2,
          id: 'an-on-delay-waits',
          children: [{ type: 'text', text: 'An on-delay waits' }],
        },
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'A ' },
            { type: 'code', text: 'TON' },
            { type: 'text', text: ' counts ' },
            { type: 'strong', children: [{ type: 'text', text: 'time' }] },
            { type: 'text', text: " while its rung's input is true & < 5." },
          ],
        },
      ],
    });
  });

  it('turns an ::example line into an embed, even without blank lines around it', () => {
    const { lesson: parsed, errors } = parse(
      lesson(FRONT, '## Try it\nHold START.\n::example{number=5}\nThen let go.\n'),
    );
    expect(errors).toEqual([]);
    expect(parsed?.blocks.slice(1)).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Hold START.' }] },
      { type: 'example', number: 5, id: 'on-delay-timer', name: 'On-Delay Timer' },
      { type: 'paragraph', children: [{ type: 'text', text: 'Then let go.' }] },
    ]);
  });

  it('names the file and line of an unknown example number', () => {
    const { lesson: parsed, errors } = parse(lesson(FRONT, '## Try it\n\nText.\n\n::example{number=99}\n'));
    expect(parsed).toBeNull();
    expect(errors).toEqual([`${FILE}:10: ::example{number=99}: there is no example 99`]);
  });

  it('refuses a misspelt directive or attribute on its line', () => {
    expect(parse(lesson(FRONT, '## A\n::exampel{number=5}\n')).errors).toEqual([
      `${FILE}:7: unknown directive ::exampel (a lesson knows ::example)`,
    ]);
    expect(parse(lesson(FRONT, '## A\n\n::example{id=5}\n')).errors).toEqual([
      `${FILE}:8: ::example has no attribute "id=5": write ::example{number=5}`,
    ]);
    expect(parse(lesson(FRONT, '## A\n\n::example{number=five}\n')).errors).toEqual([
      `${FILE}:8: ::example number must be a whole number, not "five"`,
    ]);
  });

  it('names the line of a front matter mistake', () => {
    expect(parse(lesson('unit: 3\ntitle: Timers\nsumary: Delay.', '## A\n')).errors).toEqual([
      `${FILE}:4: unknown front matter field "sumary" (a lesson has unit, title, summary)`,
      `${FILE}:2: the front matter has no summary`,
    ]);
    expect(parse(lesson('unit: twelve\ntitle: Timers\nsummary: Delay.', '## A\n')).errors).toEqual([
      `${FILE}:2: unit must be a whole number from 1 to 11, not "twelve"`,
    ]);
    expect(parse(lesson('unit: 3\ntitle: Timers: on delay\nsummary: Delay.', '## A\n')).errors[0]).toMatch(
      new RegExp(`^${FILE}:3: the front matter is not valid YAML: `),
    );
  });

  it('requires front matter, a matching file name and at least one section', () => {
    expect(parse('## A\n').errors).toEqual([
      `${FILE}:1: a lesson starts with front matter between two --- lines (unit, title, summary)`,
    ]);
    expect(parse(lesson(FRONT, '## A\n'), 'content/learn/04-timers.md').errors).toEqual([
      'content/learn/04-timers.md:2: the file name says unit 4 but the front matter says unit 3',
    ]);
    expect(parse(lesson(FRONT, 'Only a paragraph.\n')).errors).toEqual([
      `${FILE}:6: a lesson has at least one ## section`,
    ]);
    expect(parse(lesson(FRONT, '## A\n'), 'content/learn/timers.md').errors).toEqual([
      'content/learn/timers.md:1: a lesson file is named NN-slug.md (e.g. 03-timers.md)',
    ]);
  });

  it('refuses what the site does not render: a # title, HTML, other code languages', () => {
    expect(parse(lesson(FRONT, '# Timers\n\n## A\n')).errors).toEqual([
      `${FILE}:6: a lesson's headings are ## (a section) or ### (a part of one), not #: the title comes from the front matter`,
    ]);
    expect(parse(lesson(FRONT, '## A\n\n<div>x</div>\n')).errors).toEqual([
      `${FILE}:8: HTML is not allowed in a lesson (write plain Markdown)`,
    ]);
    expect(parse(lesson(FRONT, '## A\n\n```js\nx\n```\n')).errors).toEqual([
      `${FILE}:8: a code block's language is st or ld (or none), not "js"`,
    ]);
  });

  it('keeps lists, tables and ST code as blocks', () => {
    const { lesson: parsed } = parse(
      lesson(
        FRONT,
        '## A\n\n- `EN` on\n- `DN` done\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```st\nX := 1;\n```\n',
      ),
    );
    expect(parsed?.blocks.slice(1)).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [
          [
            { type: 'code', text: 'EN' },
            { type: 'text', text: ' on' },
          ],
          [
            { type: 'code', text: 'DN' },
            { type: 'text', text: ' done' },
          ],
        ],
      },
      {
        type: 'table',
        header: [[{ type: 'text', text: 'a' }], [{ type: 'text', text: 'b' }]],
        rows: [[[{ type: 'text', text: '1' }], [{ type: 'text', text: '2' }]]],
      },
      { type: 'code', lang: 'st', text: 'X := 1;' },
    ]);
  });
});
