import type { Project, SequenceSet, SequenceStep } from '@plcsim/compiler';
import { addSet, checkType, editSet, removeSet } from './editing.ts';
import { valueText } from './values.ts';

const commitOnEnter = (event: React.KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.currentTarget.blur();
};

const typeOf = (project: Project, set: SequenceSet) =>
  checkType(project, { tagName: set.tag, child: set.child ?? '' });

/** A set as the read-only table writes it: 'AI0 := 50.0'. */
export const setText = (project: Project, set: SequenceSet): string =>
  `${set.tag}${set.child ? `.${set.child}` : ''} := ${valueText(set.value, typeOf(project, set))}`;

/**
 * A step's sets (issue 26): the values written after its inputs and before its scans, e.g. an analog
 * input's `AI0 := 50.0` in engineering units (its raw form follows). Tag (suggesting the project's
 * tags, `targetsId`) and value each; Add set.
 */
export function StepSets({
  targetsId,
  project,
  step,
  index,
  editable,
  onChange,
}: {
  targetsId: string;
  project: Project;
  step: SequenceStep;
  index: number;
  editable: boolean;
  onChange(project: Project): void;
}) {
  const sets = step.sets ?? [];
  const n = index + 1;
  if (!editable) {
    return (
      <span className="workspace-mono">
        {sets.length === 0 ? '—' : sets.map((s) => setText(project, s)).join(', ')}
      </span>
    );
  }
  return (
    <div className="sequence-checks">
      {sets.map((set, s) => {
        const label = `set ${s + 1} of step ${n}`;
        const shown = valueText(set.value, typeOf(project, set));
        return (
          <div className="sequence-check" key={s}>
            <input
              key={`t-${set.tag}`}
              className="sequence-input sequence-input--tag"
              aria-label={`Tag of ${label}`}
              list={targetsId}
              placeholder="Tag"
              defaultValue={set.tag}
              onBlur={(event) => onChange(editSet(project, index, s, 'tag', event.target.value))}
              onKeyDown={commitOnEnter}
            />
            <input
              key={`v-${shown}`}
              className="sequence-input sequence-input--number"
              inputMode="text"
              aria-label={`Value of ${label}`}
              placeholder="0"
              defaultValue={shown}
              onBlur={(event) => {
                const next = editSet(project, index, s, 'value', event.target.value);
                onChange(next);
                if (next === project) event.target.value = shown;
              }}
              onKeyDown={commitOnEnter}
            />
            <button
              type="button"
              className="workspace-button sequence-delete"
              aria-label={`Remove ${label}`}
              onClick={() => onChange(removeSet(project, index, s))}
            >
              ✕
            </button>
          </div>
        );
      })}
      <button type="button" className="workspace-button" onClick={() => onChange(addSet(project, index))}>
        Add set<span className="visually-hidden"> to step {n}</span>
      </button>
    </div>
  );
}
