import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchCommunityProjects, type CommunityProjectSummary } from '../../api/community.ts';
import { fetchVotes, vote } from '../../api/votes.ts';
import { signedInUser } from '../../auth/signedInUser.ts';
import { CommunityCard } from '../../lists/cards.tsx';
import { ConfirmDialog } from '../../lists/ConfirmDialog.tsx';
import type { ListLoad } from '../../lists/ListBody.tsx';
import { ListPage } from '../../lists/ListPage.tsx';
import { COMMUNITY_SORTS, DEFAULT_COMMUNITY_SORT, type CommunitySortValue } from '../../lists/listLogic.ts';
import { hasSession } from '../../lists/session.ts';
import { useListView } from '../../lists/useListView.ts';
import { pageTitle } from '../../title/pageTitle.ts';
import { useDocumentTitle } from '../../title/useDocumentTitle.ts';
import '../../lists/lists.css';

/** Entries per page of the server-sorted, key-paged list. */
const PAGE_SIZE = 50;

const view = (project: CommunityProjectSummary) => ({
  name: project.projectName,
  scene: project.scene,
  tagMap: project.tagMap,
  instructionMap: project.instructionMap,
});

function creatorOf(project: { creator: string; username?: string }): string {
  return project.creator || project.username || '';
}

/** A community project's identity: its creator and id. */
function keyOf(project: { creator: string; username?: string; community_id: string }): string {
  return `${creatorOf(project)}/${project.community_id}`;
}

/** /community (spec 001 §2 "Community list"): shared projects, sorted on the server, with votes. */
export default function CommunityPage() {
  useDocumentTitle(pageTitle('Community'));
  const navigate = useNavigate();
  const [sort, setSort] = useState<CommunitySortValue>(DEFAULT_COMMUNITY_SORT);
  const [load, setLoad] = useState<ListLoad<CommunityProjectSummary>>({ state: 'loading' });
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  const [voted, setVoted] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const pendingRef = useRef(new Set<string>());
  const [signInFor, setSignInFor] = useState<string | null>(null);
  /** The signed-in user's name: their own cards cannot be voted for. */
  const [me, setMe] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchCommunityProjects({ sort, limit: PAGE_SIZE, signal: controller.signal }).then(
      (page) => {
        setCursor(page.lastEvaluatedKey);
        setLoad({ state: 'loaded', items: page.projects });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [sort]);

  // The user's votes, when signed in; a failure is only logged (spec 001 §8).
  useEffect(() => {
    const controller = new AbortController();
    void hasSession().then(async (signedIn) => {
      if (!signedIn || controller.signal.aborted) return;
      void signedInUser().then((user) => !controller.signal.aborted && setMe(user?.username ?? null));
      try {
        const votes = await fetchVotes(controller.signal);
        setVoted(new Set(votes.filter((v) => v.vote_status === 'true').map(keyOf)));
      } catch (error) {
        if (!controller.signal.aborted) console.error(error);
      }
    });
    return () => controller.abort();
  }, []);

  const loadMore = () => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    fetchCommunityProjects({ sort, limit: PAGE_SIZE, cursor })
      .then((page) => {
        setCursor(page.lastEvaluatedKey);
        setLoad((current) => {
          const items = current.state === 'loaded' ? current.items : [];
          const seen = new Set(items.map(keyOf));
          return { state: 'loaded', items: [...items, ...page.projects.filter((p) => !seen.has(keyOf(p)))] };
        });
      })
      .catch((error: unknown) => console.error(error))
      .finally(() => setLoadingMore(false));
  };

  const changeSort = (value: CommunitySortValue) => {
    if (value === sort) return;
    setLoad({ state: 'loading' });
    setCursor(null);
    setCounts(new Map());
    setSort(value);
  };

  const setPendingFor = useCallback((key: string, on: boolean) => {
    if (on) pendingRef.current.add(key);
    else pendingRef.current.delete(key);
    setPending(new Set(pendingRef.current));
  }, []);

  /** Votes or unvotes; clicks while the request is pending are ignored (spec 001 §4 "Vote state"). */
  const toggleVote = (project: CommunityProjectSummary) => {
    const key = keyOf(project);
    if (pendingRef.current.has(key)) return;
    setPendingFor(key, true);
    const wasVoted = voted.has(key);
    void hasSession().then(async (signedIn) => {
      if (!signedIn) {
        setSignInFor(key);
        return;
      }
      try {
        await vote(creatorOf(project), project.community_id, wasVoted ? 'false' : 'true');
        setCounts((map) => new Map(map).set(key, (map.get(key) ?? project.votes) + (wasVoted ? -1 : 1)));
        setVoted((set) => {
          const next = new Set(set);
          if (wasVoted) next.delete(key);
          else next.add(key);
          return next;
        });
      } catch (error) {
        console.error(error);
      } finally {
        setPendingFor(key, false);
      }
    });
  };

  const cancelSignIn = useCallback(() => {
    if (signInFor) setPendingFor(signInFor, false);
    setSignInFor(null);
  }, [signInFor, setPendingFor]);

  const items = load.state === 'loaded' ? load.items : [];
  const list = useListView<CommunityProjectSummary, CommunitySortValue>(items, sort, view, null);

  return (
    <ListPage
      heading="Community"
      subtitle="Explore projects shared by other users."
      list={list}
      sort={sort}
      sortOptions={COMMUNITY_SORTS}
      onSort={changeSort}
      groups={['scene', 'io', 'instruction']}
      load={load}
      failureText="Failed to load community projects."
      emptyText="No projects found."
      loadingLabel="Loading community projects"
      keyOf={keyOf}
      renderCard={(project) => {
        const key = keyOf(project);
        return (
          <CommunityCard
            project={project}
            votes={counts.get(key) ?? project.votes}
            voted={voted.has(key)}
            pending={pending.has(key)}
            own={me !== null && creatorOf(project).toLowerCase() === me.toLowerCase()}
            onVote={() => toggleVote(project)}
          />
        );
      }}
    >
      {load.state === 'loaded' && cursor && (
        <div className="list-more">
          <button type="button" className="button" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
      {signInFor && (
        <ConfirmDialog
          header="Upvote Project"
          onClose={cancelSignIn}
          actions={[
            { label: 'Sign in', onClick: () => void navigate('/signin'), primary: true },
            { label: 'Cancel', onClick: cancelSignIn },
          ]}
        >
          <p>Sign in to vote for project.</p>
        </ConfirmDialog>
      )}
    </ListPage>
  );
}
