import type { LearnUnit } from '@plcsim/content/learn';
import { LessonExample } from './LessonExample.tsx';

/**
 * The unit's examples its lesson does not embed in the text (say, one added to the unit after the lesson
 * was written), after the lesson, so every example of the unit is on its page.
 */
export function MoreExamples({ unit }: { unit: LearnUnit }) {
  const embedded = new Set(unit.blocks.flatMap((block) => (block.type === 'example' ? [block.number] : [])));
  const more = unit.examples.filter((example) => !embedded.has(example.number));
  if (more.length === 0) return null;
  return (
    <>
      <h2 id="more-examples">More examples</h2>
      {more.map((example) => (
        <LessonExample key={example.number} example={example} />
      ))}
    </>
  );
}
