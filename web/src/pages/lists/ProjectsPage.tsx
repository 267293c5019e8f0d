import { useCallback, useRef, useState } from 'react';
import { setCommunitySharing } from '../../api/community.ts';
import { deleteProject, fetchProjects, type ProjectSummary } from '../../api/projects.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ProjectCard } from '../../lists/cards.tsx';
import { ConfirmDialog } from '../../lists/ConfirmDialog.tsx';
import { ListPage } from '../../lists/ListPage.tsx';
import { DEFAULT_PROJECT_SORT, PROJECT_SORTS, type ProjectSort } from '../../lists/listLogic.ts';
import { hasSession } from '../../lists/session.ts';
import { SignInPrompt } from '../../lists/SignInPrompt.tsx';
import { useFetchedList } from '../../lists/useFetchedList.ts';
import { clientSort, useListView } from '../../lists/useListView.ts';
import { pageTitle } from '../../title/pageTitle.ts';
import { useDocumentTitle } from '../../title/useDocumentTitle.ts';
import '../../lists/lists.css';

const view = (project: ProjectSummary) => ({
  name: project.projectName,
  createdAt: project.createdAt,
  updatedAt: project.updatedAt,
  scene: project.scene,
  tagMap: project.tagMap,
  instructionMap: project.instructionMap,
});
const sortProjects = clientSort(view);

const HEADING = 'Projects';
const SUBTITLE = 'Load and manage your saved projects.';

/** What /projects says to a visitor without a session, instead of asking the API and failing. */
const SIGN_IN_TO_SEE_PROJECTS = 'Sign in to see your saved projects.';

/**
 * /projects (spec 000 §2 "Projects list"): the signed-in user's saved projects. Without a session it asks
 * the visitor to sign in and sends no request; 'Failed to load projects.' is left for real failures.
 */
export default function ProjectsPage() {
  useDocumentTitle(pageTitle('Projects'));
  const [signedOut, setSignedOut] = useState(false);
  const [shared, setShared] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [sharingPending, setSharingPending] = useState<ReadonlySet<string>>(new Set());
  const pendingRef = useRef(new Set<string>());
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null);

  const [load, setLoad] = useFetchedList(
    async (signal) => {
      if (!(await hasSession())) {
        setSignedOut(true);
        return [];
      }
      return fetchProjects(signal);
    },
    (items) => setShared(new Map(items.map((p) => [p.project_id, p.shared === 'true']))),
  );

  const items = load.state === 'loaded' ? load.items : [];
  const list = useListView<ProjectSummary, ProjectSort>(items, DEFAULT_PROJECT_SORT, view, sortProjects);

  /** Shares or unshares; the checkbox is locked meanwhile and left unchanged on failure. */
  const share = useCallback((projectId: string, value: boolean) => {
    if (pendingRef.current.has(projectId)) return;
    pendingRef.current.add(projectId);
    setSharingPending(new Set(pendingRef.current));
    setCommunitySharing(projectId, value)
      .then(() => setShared((map) => new Map(map).set(projectId, value)))
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        pendingRef.current.delete(projectId);
        setSharingPending(new Set(pendingRef.current));
      });
  }, []);

  const closeDelete = useCallback(() => setDeleting(null), []);
  const confirmDelete = () => {
    const project = deleting;
    setDeleting(null);
    if (!project) return;
    deleteProject(project.project_id).then(
      () =>
        setLoad((current) =>
          current.state === 'loaded'
            ? { state: 'loaded', items: current.items.filter((p) => p.project_id !== project.project_id) }
            : current,
        ),
      (error: unknown) => console.error(error),
    );
  };

  if (signedOut) {
    return (
      <div className="list-page">
        <PageHeader heading={HEADING} subtitle={SUBTITLE} />
        <SignInPrompt text={SIGN_IN_TO_SEE_PROJECTS} />
      </div>
    );
  }

  return (
    <ListPage
      heading={HEADING}
      subtitle={SUBTITLE}
      list={list}
      sort={list.sort}
      sortOptions={PROJECT_SORTS}
      onSort={list.setSort}
      groups={['scene', 'io', 'instruction']}
      load={load}
      failureText="Failed to load projects."
      emptyText="No projects found."
      loadingLabel="Loading projects"
      keyOf={(project) => project.project_id}
      renderCard={(project) => (
        <ProjectCard
          project={project}
          shared={shared.get(project.project_id) ?? false}
          sharingPending={sharingPending.has(project.project_id)}
          onDelete={() => setDeleting(project)}
          onShare={(value) => share(project.project_id, value)}
        />
      )}
    >
      {deleting && (
        <ConfirmDialog
          header="Delete Project"
          onClose={closeDelete}
          actions={[
            { label: 'Delete', onClick: confirmDelete, primary: true },
            { label: 'Cancel', onClick: closeDelete },
          ]}
        >
          <p>{`Are you sure you want to delete "${deleting.projectName}"?`}</p>
        </ConfirmDialog>
      )}
    </ListPage>
  );
}
