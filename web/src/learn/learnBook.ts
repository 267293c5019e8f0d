/**
 * The Learn path, built from content/learn by the content package's generate step. Only the /learn pages
 * import this module, so the lessons load with their route's chunk and never with the workspace.
 */
import type { LearnBook, LearnUnit } from '@plcsim/content/learn';
import book from '@plcsim/content/learn.json';

// The JSON's inferred type widens unions (difficulty, block types) to string; the build wrote it from
// LearnBook (content/src/learn/generate.ts), and its tests check the shape.
export const LEARN_BOOK = book as unknown as LearnBook;

/** The unit at `/learn/{slug}`, or undefined. */
export const unitBySlug = (slug: string | undefined): LearnUnit | undefined =>
  LEARN_BOOK.units.find((unit) => unit.slug === slug);

/** `/learn/timers` */
export const unitPath = (unit: LearnUnit): string => `/learn/${unit.slug}`;
