import type { LessonInline } from '@plcsim/content/learn';
import { Link } from 'react-router-dom';

/** A lesson's inline text as React elements (the build parsed the Markdown; nothing here is HTML). */
export function LessonInlines({ inlines }: { inlines: readonly LessonInline[] }) {
  return inlines.map((inline, index) => {
    switch (inline.type) {
      case 'text':
        return inline.text;
      case 'strong':
        return (
          <strong key={index}>
            <LessonInlines inlines={inline.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <LessonInlines inlines={inline.children} />
          </em>
        );
      case 'code':
        return <code key={index}>{inline.text}</code>;
      case 'break':
        return <br key={index} />;
      case 'link':
        return inline.href.startsWith('/') ? (
          <Link key={index} to={inline.href}>
            <LessonInlines inlines={inline.children} />
          </Link>
        ) : (
          <a
            key={index}
            href={inline.href}
            {...(inline.href.startsWith('#') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            <LessonInlines inlines={inline.children} />
          </a>
        );
    }
  });
}
