import { Link } from 'react-router-dom';
import { NotYetAvailable } from '../components/NotYetAvailable.tsx';
import { DEFAULT_TITLE, detailTitle, type DetailSection } from '../title/pageTitle.ts';
import { useDocumentTitle } from '../title/useDocumentTitle.ts';

/** What the editor workspace was opened on, chosen by the route (spec 000 §4 "Workspace context"). */
export type WorkspaceContext = 'new' | 'project' | 'example' | 'problem' | 'shared' | 'community';

const sections: Record<Exclude<WorkspaceContext, 'new'>, DetailSection> = {
  project: 'Projects',
  example: 'Examples',
  problem: 'Problems',
  shared: 'Shared',
  community: 'Community',
};

/**
 * The editor workspace. Until the engine and editor land, it keeps the route's title rules
 * ('Loading…' while a detail page's name is unknown) and says what is coming.
 */
export function EditorPage({ context }: { context: WorkspaceContext }) {
  useDocumentTitle(context === 'new' ? DEFAULT_TITLE : detailTitle(sections[context], null));
  return (
    <section className="editor-placeholder" aria-labelledby="editor-heading">
      <h1 id="editor-heading">{context === 'new' ? 'New Project' : 'Editor workspace'}</h1>
      <NotYetAvailable>
        The editor workspace (ladder and Structured Text editing, scenes and the 100 ms scan cycle) is not
        available yet. Meanwhile, the <Link to="/help">Help</Link> page explains how a PLC scan works and
        every instruction the simulator will run.
      </NotYetAvailable>
    </section>
  );
}
