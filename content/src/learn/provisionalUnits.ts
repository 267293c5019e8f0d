/**
 * PROVISIONAL (issue 27): the unit of each example and problem by number, until the content carries
 * its own `unit` field (the content build step). Delete this file when every document has `unit`.
 */
const group = (entries: Record<number, string>): ReadonlyMap<number, number> =>
  new Map(
    Object.entries(entries).flatMap(([unit, numbers]) =>
      numbers.split(' ').map((n) => [Number(n), Number(unit)] as const),
    ),
  );

export const PROVISIONAL_EXAMPLE_UNITS = group({
  1: '1 3',
  2: '2 4 10',
  3: '5 6 11 12',
  4: '9 15 16 21',
  5: '17 20 23 24',
  6: '13 18 19 22',
  8: '25',
  10: '7 8 14',
});

export const PROVISIONAL_PROBLEM_UNITS = group({
  1: '4 5 6 7 8 11 26 27 29 31 32',
  2: '1 9 10 15 20 28 30 33 34 37 40',
  3: '2 12 13 14 17 18 19 35 36 41 44',
  4: '3 16 21 24 25 42 45 48',
  5: '22 38 39 43 46 47',
  6: '23',
});
