import { useLocation } from 'react-router-dom';
import { Spinner } from '../components/Spinner.tsx';
import { DEFAULT_TITLE, detailTitle, type DetailSection } from '../title/pageTitle.ts';
import { useDocumentTitle } from '../title/useDocumentTitle.ts';
import type { WorkspaceContext } from '../workspace/content.ts';
import { useWorkspaceContent } from '../workspace/useWorkspaceContent.ts';
import { Workspace } from '../workspace/Workspace.tsx';

export type { WorkspaceContext } from '../workspace/content.ts';

const sections: Record<Exclude<WorkspaceContext, 'new'>, DetailSection> = {
  project: 'Projects',
  example: 'Examples',
  problem: 'Problems',
  shared: 'Shared',
  community: 'Community',
};

/**
 * The editor workspace on the route's content (spec 000 §2): a spinner while it loads, titled
 * '{section} | {name}' ('Loading…' until the name is known); the home page on a new project, with the
 * message of a failed load.
 */
export function EditorPage({ context }: { context: WorkspaceContext }) {
  const { content, notice } = useWorkspaceContent(context);
  const location = useLocation();
  useDocumentTitle(context === 'new' ? DEFAULT_TITLE : detailTitle(sections[context], content?.name));
  return (
    <section className="editor-page" aria-labelledby="workspace-heading">
      <h1 id="workspace-heading" className="visually-hidden">
        {content?.name ?? (context === 'new' ? 'New Project' : 'Loading…')}
      </h1>
      {context === 'new' && notice && (
        <p role="alert" className="editor-page__notice">
          {notice}
        </p>
      )}
      {content ? (
        // Fresh content (an opened file, a copy, the logo's empty project) is a new workspace even on the
        // same route: its editor and undo history start from it.
        <Workspace
          key={`${content.context}:${content.id ?? ''}:${content.fresh ? location.key : ''}`}
          content={content}
        />
      ) : (
        <Spinner label="Loading" />
      )}
    </section>
  );
}
