/**
 * Signed in, a problem opens with your last solution (spec 000 §7 GET /solutions/{problemId}): its
 * program fields are loaded over the problem's own document (unless a local draft was restored or the
 * learner already changed something) and its verdict sets the solved indicator and the Submissions tab.
 */
import { PROGRAM_FIELDS, type Project } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import type { SimulatorController } from '@plcsim/widget';
import type { EditorStore } from '@plcsim/widget/editor';
import { useEffect } from 'react';
import { fetchSolution, type StoredSolution } from '../../api/solutions.ts';
import { signedInUser } from '../../auth/signedInUser.ts';
import type { WorkspaceContent } from '../content.ts';
import { outcomeOfVerdict, solvedOf, type SequenceStore } from './sequenceStore.ts';

/** The problem's document with the solution's program fields; null when they do not make a valid document. */
export function solutionOverProblem(problem: Project, solution: StoredSolution): Project | null {
  const merged: Record<string, unknown> = { ...problem };
  let any = false;
  for (const field of PROGRAM_FIELDS) {
    if (solution[field] !== undefined) {
      merged[field] = solution[field];
      any = true;
    }
  }
  if (!any) return null;
  return parseProjectDocument(merged).project ?? null;
}

export function useLastSolution({
  content,
  controller,
  store,
  sequence,
  restored,
  markSaved,
}: {
  content: WorkspaceContent;
  controller: SimulatorController | null;
  store: EditorStore;
  sequence: SequenceStore;
  restored: boolean;
  markSaved: (project: Project) => void;
}): void {
  useEffect(() => {
    if (content.context !== 'problem' || !content.id || !controller) return;
    const problemId = content.id;
    const abort = new AbortController();
    void (async () => {
      const user = await signedInUser();
      if (abort.signal.aborted) return;
      sequence.update({ signedIn: user !== null });
      if (!user) return;
      const solution = await fetchSolution(problemId, abort.signal).catch((error: unknown) => {
        console.info('The last solution could not be loaded.', error);
        return null;
      });
      if (abort.signal.aborted || !solution) return;
      // A newer Submit answered first: keep its verdict.
      if (sequence.getSnapshot().submission) return;
      sequence.update({
        solved: solvedOf(solution.solved),
        submission: solution,
        ...(sequence.getSnapshot().outcome ? {} : { outcome: outcomeOfVerdict(solution) }),
      });
      const untouched = !restored && store.project === content.project;
      if (!untouched || controller.getSnapshot().mode === 'RUN') return;
      const loaded = solutionOverProblem(content.project, solution);
      if (!loaded) return;
      store.load(loaded);
      markSaved(loaded);
    })();
    return () => abort.abort();
  }, [content, controller, store, sequence, restored, markSaved]);
}
