/**
 * The Sequence tab's commands (spec 000 §4 "Problem solving", "Sequence run"): Submit, Clear, Run
 * Sequence and Show me.
 */
import { programFields } from '@plcsim/compiler';
import { emptyLanguage, LANGUAGE_NAMES } from '@plcsim/widget';
import { useCallback } from 'react';
import { submitSolution } from '../../api/solutions.ts';
import { signedInUser } from '../../auth/signedInUser.ts';
import { recordLocalSolve } from '../../learn/localProgress.ts';
import { useWorkspace } from '../workspaceContext.ts';
import { programCompiles, replayOnSimulator, runLocally, trendTagsFor } from './localRun.ts';
import { submitFailed } from './messages.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface SequenceActions {
  submit(): Promise<void>;
  clear(): void;
  runSequence(): Promise<void>;
  showMe(): void;
}

export function useSequenceActions(): SequenceActions {
  const { content, project, controller, store, focusPanel, sequence, markSaved } = useWorkspace();

  /** Validation first: with errors the Errors tab opens and nothing runs (spec 000 §4). */
  const validated = useCallback((): boolean => {
    if (programCompiles(project)) return true;
    store.syncController();
    if (controller.getSnapshot().project !== project && controller.getSnapshot().mode !== 'RUN') {
      controller.load(project);
    }
    focusPanel('errors');
    return false;
  }, [controller, focusPanel, project, store]);

  /**
   * The chosen language has no program while the other one has (issue 22 item 2): grading it would
   * only say every step failed. Says so, naming the tab that switches, and grades nothing.
   */
  const refusedAsEmpty = useCallback(
    (verb: string): boolean => {
      const empty = emptyLanguage(project, verb);
      if (!empty) return false;
      const tab = LANGUAGE_NAMES[empty.other];
      sequence.update({ error: `${empty.text} Click the ${tab} tab to switch.`, shownStep: null });
      return true;
    },
    [project, sequence],
  );

  const submit = useCallback(async () => {
    if (content.context !== 'problem' || !content.id) return;
    if (refusedAsEmpty('Submit') || !validated()) return;
    sequence.update({ busy: true, error: null, shownStep: null });
    try {
      const isSignedIn = (await signedInUser()) !== null;
      sequence.update({ signedIn: isSignedIn });
      if (isSignedIn) {
        const verdict = await submitSolution(
          content.id,
          programFields(project as unknown as Record<string, unknown>),
        );
        sequence.graded(verdict);
        // The server keeps the program as your solution: no local draft of it is needed any more.
        markSaved(project);
        return;
      }
      const outcome = await runLocally(project, { problem: content.project });
      // Signed out, a passing run counts in this browser's Learn progress (learn/localProgress.ts).
      if (outcome?.passed) recordLocalSolve(content.id);
      sequence.update({ busy: false, outcome: outcome && { ...outcome, signedOut: true } });
    } catch (error) {
      console.error('The solution could not be submitted.', error);
      sequence.update({ busy: false, error: submitFailed(messageOf(error)) });
    }
  }, [content, markSaved, project, refusedAsEmpty, sequence, validated]);

  const runSequence = useCallback(async () => {
    if (refusedAsEmpty('Run Sequence') || !validated()) return;
    sequence.update({ busy: true, error: null, shownStep: null });
    try {
      const outcome = await runLocally(project);
      sequence.update({ busy: false, outcome });
    } catch (error) {
      console.error('The sequence could not be run.', error);
      sequence.update({ busy: false, error: messageOf(error) });
    }
  }, [project, refusedAsEmpty, sequence, validated]);

  const clear = useCallback(() => {
    if (sequence.getSnapshot().shownStep !== null) controller.setTrended([]);
    sequence.clear();
  }, [controller, sequence]);

  const showMe = useCallback(() => {
    const { outcome } = sequence.getSnapshot();
    const failed = outcome?.steps.find((s) => s.status === 'fail');
    if (!outcome || !failed) return;
    const steps = content.context === 'problem' ? content.project.sequence : project.sequence;
    const trend = trendTagsFor(project, failed.tagName);
    void replayOnSimulator(controller, project, steps, failed.index, trend).then((shown) => {
      if (shown) sequence.update({ shownStep: failed.index });
      else focusPanel('errors');
    });
  }, [content, controller, focusPanel, project, sequence]);

  return { submit, clear, runSequence, showMe };
}
