/**
 * `npm run content:counts`: the curriculum by Learn unit, scene, language and difficulty (the
 * figures an issue note quotes), from the built content.
 */
import { SCENES } from '@plcsim/compiler';
import { curriculumCounts } from './curriculum.ts';
import { DIFFICULTIES } from './index.ts';

const { examples, problems } = curriculumCounts();
const row = (label: string, ...cells: (string | number)[]) =>
  console.log(`${label.padEnd(20)}${cells.map((c) => String(c).padStart(10)).join('')}`);

console.log(`${problems.total} problems, ${examples.total} examples\n`);
row('', 'problems', 'examples');
problems.byUnit.forEach((n, i) => row(`unit ${i + 1}`, n, examples.byUnit[i] ?? 0));
console.log('');
for (const scene of SCENES) row(scene, problems.byScene[scene], examples.byScene[scene]);
console.log('');
for (const difficulty of DIFFICULTIES) row(difficulty, problems.byDifficulty[difficulty], '');
console.log('');
row('ladder', `${problems.ladderSolutions} sol.`, examples.ladder);
row('Structured Text', `${problems.stSolutions} sol.`, examples.st);
row('both languages', problems.bothLanguages, '');
row('new topics', problems.newTopics, '');
