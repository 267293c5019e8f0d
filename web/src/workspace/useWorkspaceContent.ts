/**
 * Loads the route's content for the workspace. A failure replaces the history entry with `/` and
 * hands the spec's message to the home page (spec 000 §8 "Load failure …").
 */
import type { Project } from '@plcsim/compiler';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { loadContent, type WorkspaceContent, type WorkspaceContext } from './content.ts';

/** What the home route may be handed through navigation state. */
export interface HomeState {
  /** A load failure's message, shown once. */
  notice?: string;
  /** A copy of an example, problem or shared project to start from (Copy to Project). */
  copy?: Project;
  /** The logo: an empty project, even when a draft of a new project is kept (it is offered back). */
  fresh?: boolean;
  /** Help's "Take the two-minute tour": the workspace tour starts (onboarding/Tour.tsx). */
  tour?: boolean;
}

export function homeState(value: unknown): HomeState {
  return typeof value === 'object' && value !== null ? (value as HomeState) : {};
}

/** The content of the current route, or null while it loads; its notice for the home page. */
export function useWorkspaceContent(context: WorkspaceContext): {
  content: WorkspaceContent | null;
  notice: string | null;
} {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = homeState(location.state);
  const [loaded, setLoaded] = useState<{ key: string; content: WorkspaceContent } | null>(null);
  // One load per route (and per visit of '/', where the logo loads an empty project afresh).
  const key = `${context}:${location.pathname}:${location.key}`;
  const copy = context === 'new' ? state.copy : undefined;

  useEffect(() => {
    if (copy) return;
    const controller = new AbortController();
    loadContent(context, params, controller.signal).then(
      (content) => !controller.signal.aborted && setLoaded({ key, content }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notice = error instanceof Error ? error.message : String(error);
        navigate('/', { replace: true, state: { notice } satisfies HomeState });
      },
    );
    return () => controller.abort();
    // The key names the route; params belong to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // One object per route visit: the workspace reloads the simulator when it changes.
  const fresh = state.fresh === true;
  const current = loaded?.key === key ? loaded.content : null;
  const content = useMemo<WorkspaceContent | null>(() => {
    if (copy) return { context, project: copy, name: copy.projectName, fresh: true };
    return current && fresh ? { ...current, fresh: true } : current;
  }, [copy, context, current, fresh]);
  return { content, notice: state.notice ?? null };
}
