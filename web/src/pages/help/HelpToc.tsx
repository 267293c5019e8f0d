import type { HelpTocEntry } from './helpSections.ts';
import { helpToc } from './helpSections.ts';

function TocList({ entries }: { entries: readonly HelpTocEntry[] }) {
  return (
    <ol>
      {entries.map((entry) => (
        <li key={entry.id}>
          {/* A plain fragment link: the browser scrolls to the section and keeps it in the history. */}
          <a href={`#${entry.id}`}>{entry.title}</a>
          {entry.children && <TocList entries={entry.children} />}
        </li>
      ))}
    </ol>
  );
}

/** The Help page's table of contents: a link to every section and instruction group. */
export function HelpToc() {
  return (
    <nav className="help-toc" aria-labelledby="help-toc-heading">
      <h2 id="help-toc-heading">Contents</h2>
      <TocList entries={helpToc} />
    </nav>
  );
}
