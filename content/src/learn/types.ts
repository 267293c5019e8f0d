/**
 * The Learn path as the site reads it (content/build/learn.json): one unit per lesson, its lesson as
 * a small tree of blocks (parsed from Markdown at build time, so the site renders React elements and
 * never sets HTML), and the unit's examples and problems.
 */

/** Text inside a block. */
export type LessonInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: LessonInline[] }
  | { type: 'em'; children: LessonInline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: LessonInline[] }
  | { type: 'break' };

/** A block of a lesson, in reading order. */
export type LessonBlock =
  /** `##` starts a section (depth 2); `###` a part of one (depth 3). `id` is the heading's anchor. */
  | { type: 'heading'; depth: 2 | 3; id: string; children: LessonInline[] }
  | { type: 'paragraph'; children: LessonInline[] }
  | { type: 'list'; ordered: boolean; items: LessonInline[][] }
  /** A fenced program listing; `lang` is `st`, `ld` or empty. */
  | { type: 'code'; lang: string; text: string }
  | { type: 'table'; header: LessonInline[][]; rows: LessonInline[][][] }
  /** `::example{number=5}`: a live simulator of example 5 (its id and name filled in by the build). */
  | ({ type: 'example' } & LearnExample);

/** An example of a unit, as the lesson's embed and its caption name it. */
export interface LearnExample {
  number: number;
  /** The `example_id` (`/examples/{id}`, the widget's `src="examples/{id}"`). */
  id: string;
  name: string;
}

/** A problem of a unit, listed after the lesson. */
export interface LearnProblem {
  number: number;
  /** The `problem_id` (`/problems/{id}`); progress is kept by it. */
  id: string;
  name: string;
  difficulty: 'easy' | 'medium' | 'hard';
}

export interface LearnUnit {
  /** 1 to 11, the order of the path. */
  unit: number;
  /** The lesson file's slug (`03-timers.md` → `timers`), the unit's address: `/learn/timers`. */
  slug: string;
  title: string;
  summary: string;
  blocks: LessonBlock[];
  /** Every example whose `unit` is this one, by number (the lesson embeds some of them). */
  examples: LearnExample[];
  /** The unit's problems in the order to solve them: easiest first, then by number. */
  problems: LearnProblem[];
}

/** content/build/learn.json */
export interface LearnBook {
  units: LearnUnit[];
}

export { UNIT_COUNT } from '../documents.ts';
