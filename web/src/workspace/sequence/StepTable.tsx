import { ioTags, type Project, type SequenceCheck, type SequenceStep } from '@plcsim/compiler';
import { useId, useMemo } from 'react';
import type { StepOutcome } from '../../api/solutions.ts';
import {
  addCheck,
  checkType,
  deleteStep,
  editCheck,
  removeCheck,
  setDescription,
  sequenceTargets,
  setFastForward,
  setHold,
  toggleInput,
  toggleOutput,
} from './editing.ts';
import { STEP_STATUS_LABELS } from './messages.ts';
import { StepSets } from './StepSets.tsx';
import { valueText } from './values.ts';

export interface StepTableProps {
  project: Project;
  steps: readonly SequenceStep[];
  /** Per-step results of the outcome shown, by index. */
  results: readonly StepOutcome[];
  /** Edits allowed (own projects, not while running). */
  editable: boolean;
  onChange(project: Project): void;
}

/** The header of a DI or DO column: the tag's name, with its alias. */
function columns(project: Project, prefix: 'DI' | 'DO', steps: readonly SequenceStep[]) {
  const tags = ioTags(project, prefix);
  const longest = Math.max(
    tags.length,
    ...steps.map((s) => (prefix === 'DI' ? (s.inputs ?? []).length : (s.outputs ?? []).length)),
  );
  return Array.from({ length: longest }, (_, i) => ({
    name: tags[i]?.name ?? `${prefix}${i}`,
    alias: tags[i]?.alias ?? '',
  }));
}

const commitOnEnter = (event: React.KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.currentTarget.blur();
};

/** A step's status icon: pending grey, pass green, fail red (spec 000 §2 "Sequence tab"). */
export function StepStatus({ step, status }: { step: number; status: StepOutcome['status'] }) {
  const label = `Step ${step} ${STEP_STATUS_LABELS[status]}`;
  return (
    <span className="sequence-status" data-status={status} role="img" aria-label={label} title={label}>
      {status === 'pass' ? '✓' : status === 'fail' ? '✕' : '•'}
    </span>
  );
}

/**
 * The steps as rows: status, number, description, one 0/1 cell per DI (inputs) and DO (expected
 * outputs) tag, the fast-forward in ms and the checks. Editable cells for your own projects: every
 * change is one `onChange` (one undo step).
 */
export function StepTable({ project, steps, results, editable, onChange }: StepTableProps) {
  const inputs = columns(project, 'DI', steps);
  const outputs = columns(project, 'DO', steps);
  const statusOf = (index: number) => results.find((r) => r.index === index)?.status ?? 'pending';
  const targetsId = useId();
  const targets = useMemo(() => (editable ? sequenceTargets(project) : []), [editable, project]);
  return (
    <div className="workspace-table-scroll" role="region" aria-label="Test sequence" tabIndex={0}>
      {editable && (
        <datalist id={targetsId}>
          {targets.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
      <table className="workspace-table sequence-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Status</span>
            </th>
            <th scope="col">Step</th>
            <th scope="col">Description</th>
            {inputs.map((c) => (
              <th scope="col" key={`in-${c.name}`} className="sequence-io" title={c.alias || undefined}>
                {c.name}
              </th>
            ))}
            {outputs.map((c) => (
              <th
                scope="col"
                key={`out-${c.name}`}
                className="sequence-io sequence-io--out"
                title={c.alias || undefined}
              >
                {c.name}
              </th>
            ))}
            <th scope="col">Sets</th>
            <th scope="col">Fast-forward (ms)</th>
            <th scope="col">Checks</th>
            {editable && (
              <th scope="col">
                <span className="visually-hidden">Delete</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {steps.map((step, index) => {
            const n = index + 1;
            const cell = (kind: 'inputs' | 'outputs', name: string, i: number) => {
              const value = (kind === 'inputs' ? step.inputs : step.outputs)?.[i] ? 1 : 0;
              if (!editable) {
                return (
                  <td key={`${kind}-${name}`} className="workspace-mono sequence-io">
                    {value}
                  </td>
                );
              }
              return (
                <td key={`${kind}-${name}`} className="sequence-io">
                  <button
                    type="button"
                    className="sequence-bit"
                    aria-label={`Step ${n} ${kind === 'inputs' ? 'input' : 'output'} ${name}`}
                    aria-pressed={value === 1}
                    onClick={() =>
                      onChange(
                        kind === 'inputs' ? toggleInput(project, index, i) : toggleOutput(project, index, i),
                      )
                    }
                  >
                    {value}
                  </button>
                </td>
              );
            };
            return (
              <tr key={index} data-status={statusOf(index)}>
                <td>
                  <StepStatus step={n} status={statusOf(index)} />
                </td>
                <td>{n}</td>
                <td>
                  {editable ? (
                    <input
                      key={step.description}
                      className="sequence-input sequence-input--text"
                      aria-label={`Description of step ${n}`}
                      defaultValue={step.description}
                      onBlur={(event) => onChange(setDescription(project, index, event.target.value))}
                      onKeyDown={commitOnEnter}
                    />
                  ) : (
                    step.description
                  )}
                </td>
                {inputs.map((c, i) => cell('inputs', c.name, i))}
                {outputs.map((c, i) => cell('outputs', c.name, i))}
                <td>
                  <StepSets
                    targetsId={targetsId}
                    project={project}
                    step={step}
                    index={index}
                    editable={editable}
                    onChange={onChange}
                  />
                </td>
                <td>
                  {editable ? (
                    <input
                      key={valueText(step.fastForward)}
                      className="sequence-input sequence-input--number"
                      inputMode="numeric"
                      aria-label={`Fast-forward (ms) of step ${n}`}
                      placeholder="none"
                      defaultValue={step.fastForward ? valueText(step.fastForward) : ''}
                      onBlur={(event) => {
                        const next = setFastForward(project, index, event.target.value);
                        onChange(next);
                        if (next === project)
                          event.target.value = step.fastForward ? valueText(step.fastForward) : '';
                      }}
                      onKeyDown={commitOnEnter}
                    />
                  ) : step.fastForward ? (
                    `${step.fastForward}`
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  <Checks
                    targetsId={targetsId}
                    project={project}
                    step={step}
                    index={index}
                    editable={editable}
                    onChange={onChange}
                  />
                </td>
                {editable && (
                  <td>
                    <button
                      type="button"
                      className="workspace-button sequence-delete"
                      aria-label={`Delete step ${n}`}
                      title={`Delete step ${n}`}
                      onClick={() => onChange(deleteStep(project, index))}
                    >
                      ✕
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const checkText = (project: Project, c: SequenceCheck) => {
  const type = checkType(project, c);
  const tolerance = type === 'REAL' && c.tolerance ? ` ± ${valueText(c.tolerance, 'REAL')}` : '';
  const hold = c.hold ? ' (hold)' : '';
  return `${c.tagName}${c.child ? `.${c.child}` : ''} = ${valueText(c.value ?? 0, type)}${tolerance}${hold}`;
};

/**
 * A step's checks: tag (suggesting tags and array elements such as `Data[3]`), child and expected
 * value each, a tolerance for a REAL tag or element, and Hold (the value must stay in its band after
 * every scan of the step, issue 26); Add check.
 */
function Checks({
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
  const checks = step.checks ?? [];
  const n = index + 1;
  if (!editable) {
    return (
      <span className="workspace-mono">
        {checks.length === 0 ? '—' : checks.map((c) => checkText(project, c)).join(', ')}
      </span>
    );
  }
  return (
    <div className="sequence-checks">
      {checks.map((check, c) => {
        const label = `check ${c + 1} of step ${n}`;
        const type = checkType(project, check);
        const shown = valueText(check.value, type);
        return (
          <div className="sequence-check" key={c}>
            <input
              key={`t-${check.tagName}`}
              className="sequence-input sequence-input--tag"
              aria-label={`Tag of ${label}`}
              list={targetsId}
              placeholder="Tag"
              defaultValue={check.tagName}
              onBlur={(event) => onChange(editCheck(project, index, c, 'tagName', event.target.value))}
              onKeyDown={commitOnEnter}
            />
            <input
              key={`c-${check.child ?? ''}`}
              className="sequence-input sequence-input--child"
              aria-label={`Child of ${label}`}
              placeholder="Child"
              defaultValue={check.child ?? ''}
              onBlur={(event) => onChange(editCheck(project, index, c, 'child', event.target.value))}
              onKeyDown={commitOnEnter}
            />
            <input
              key={`v-${shown}`}
              className="sequence-input sequence-input--number"
              inputMode={type === 'REAL' ? 'text' : 'numeric'}
              aria-label={`Value of ${label}`}
              placeholder="0"
              defaultValue={shown}
              onBlur={(event) => {
                const next = editCheck(project, index, c, 'value', event.target.value);
                onChange(next);
                if (next === project) event.target.value = shown;
              }}
              onKeyDown={commitOnEnter}
            />
            {type === 'REAL' && (
              <input
                key={`r-${valueText(check.tolerance, 'REAL')}`}
                className="sequence-input sequence-input--number"
                inputMode="text"
                aria-label={`Tolerance of ${label}`}
                title="Accepted difference from the value (REAL)"
                placeholder="± 0"
                defaultValue={check.tolerance ? valueText(check.tolerance, 'REAL') : ''}
                onBlur={(event) => {
                  const next = editCheck(project, index, c, 'tolerance', event.target.value);
                  onChange(next);
                  if (next === project)
                    event.target.value = check.tolerance ? valueText(check.tolerance, 'REAL') : '';
                }}
                onKeyDown={commitOnEnter}
              />
            )}
            <label
              className="sequence-hold"
              title="The value must stay within its band after every scan of the step, not only at its end"
            >
              <input
                type="checkbox"
                aria-label={`Hold ${label}`}
                checked={check.hold === true}
                onChange={(event) => onChange(setHold(project, index, c, event.target.checked))}
              />
              Hold
            </label>
            <button
              type="button"
              className="workspace-button sequence-delete"
              aria-label={`Remove ${label}`}
              onClick={() => onChange(removeCheck(project, index, c))}
            >
              ✕
            </button>
          </div>
        );
      })}
      <button type="button" className="workspace-button" onClick={() => onChange(addCheck(project, index))}>
        Add check<span className="visually-hidden"> to step {n}</span>
      </button>
    </div>
  );
}
