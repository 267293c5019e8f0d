import type { LearnExample } from '@plcsim/content/learn';
import { PlcSimulator } from '@plcsim/widget';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { API_BASE } from '../api/http.ts';
import { readTheme } from '../theme/theme.ts';

/**
 * A live example in a lesson: the site's own `<PlcSimulator>` on `examples/{id}`, as a course page
 * embeds it (docs/embedding.md), in the site's theme. It mounts when it comes near the screen, so a
 * lesson with four examples does not start four simulators at once.
 */
export function LessonExample({ example }: { example: LearnExample }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const captionId = `example-${example.number}-caption`;
  return (
    <figure className="lesson-example" aria-labelledby={captionId} data-example={example.number}>
      <figcaption id={captionId}>
        <span>
          Example {example.number}: {example.name}
        </span>
        <Link to={`/examples/${encodeURIComponent(example.id)}`}>Open in the editor</Link>
      </figcaption>
      <div ref={box} className="lesson-example__frame">
        {near ? (
          <PlcSimulator
            src={`examples/${example.id}`}
            apiBase={API_BASE}
            theme={readTheme()}
            className="lesson-example__simulator"
          />
        ) : (
          <p className="lesson-example__placeholder">The simulator loads as you scroll to it.</p>
        )}
      </div>
    </figure>
  );
}
