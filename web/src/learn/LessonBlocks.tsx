import type { LessonBlock } from '@plcsim/content/learn';
import { LessonExample } from './LessonExample.tsx';
import { LessonInlines } from './LessonInlines.tsx';

const CODE_LABELS: Record<string, string> = { st: 'Structured Text', ld: 'Ladder (rung text)' };

/** A lesson's blocks in order: sections, text, program listings and live examples. */
export function LessonBlocks({ blocks }: { blocks: readonly LessonBlock[] }) {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading': {
        const Heading = block.depth === 2 ? 'h2' : 'h3';
        return (
          <Heading key={index} id={block.id}>
            <LessonInlines inlines={block.children} />
          </Heading>
        );
      }
      case 'paragraph':
        return (
          <p key={index}>
            <LessonInlines inlines={block.children} />
          </p>
        );
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((item, i) => (
              <li key={i}>
                <LessonInlines inlines={item} />
              </li>
            ))}
          </List>
        );
      }
      case 'code':
        return (
          <pre
            key={index}
            className="lesson-code"
            aria-label={CODE_LABELS[block.lang] ?? 'Program'}
            tabIndex={0}
          >
            <code>{block.text}</code>
          </pre>
        );
      case 'table':
        return (
          <div key={index} className="lesson-table" tabIndex={0} role="group" aria-label="Table">
            <table>
              <thead>
                <tr>
                  {block.header.map((cell, i) => (
                    <th key={i} scope="col">
                      <LessonInlines inlines={cell} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, i) => (
                      <td key={i}>
                        <LessonInlines inlines={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      case 'example':
        return <LessonExample key={index} example={block} />;
    }
  });
}
