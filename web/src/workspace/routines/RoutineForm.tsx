import type { ProgramMode } from '@plcsim/compiler';
import { MAX_ROUTINE_NAME, routineNameProblem } from '@plcsim/widget/editor';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useWorkspace } from '../workspaceContext.ts';

/** Props of `RoutineForm`. */
export interface RoutineFormProps {
  /** Renaming this subroutine (its uuid and name); absent: adding a routine. */
  renaming?: { id: string; name: string };
  /** Called with the name (and the language, when adding); returns the refusal, or null when done. */
  onSubmit(name: string, language: ProgramMode): string | null;
  onCancel(): void;
}

/**
 * The name (and, adding, the language) of a routine, checked as it is typed by Logix's naming rules
 * with the reason under the field. Enter submits, Escape cancels.
 */
export function RoutineForm({ renaming, onSubmit, onCancel }: RoutineFormProps) {
  const { project } = useWorkspace();
  const [name, setName] = useState(renaming?.name ?? '');
  const [language, setLanguage] = useState<ProgramMode>('LADDER');
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const messageId = useId();
  const unchanged = renaming !== undefined && name === renaming.name;
  const problem = unchanged ? null : routineNameProblem(project, name, renaming?.id);
  // The reason shows once something is typed (or Add was pressed on an empty field).
  const shown = refused ?? (tried || name !== '' ? problem : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    if (unchanged) return onCancel();
    setRefused(onSubmit(name, language));
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    <form
      className="workspace-routines__form"
      aria-label={renaming ? `Rename ${renaming.name}` : 'Add a routine'}
      onSubmit={submit}
      onKeyDown={keys}
      noValidate
    >
      <label className="workspace-routines__field">
        <span>{renaming ? 'New name' : 'Routine name'}</span>
        <input
          className="workspace-routines__input"
          value={name}
          autoFocus
          maxLength={MAX_ROUTINE_NAME + 10}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={shown !== null}
          aria-describedby={messageId}
          onChange={(event) => {
            setName(event.target.value);
            setRefused(null);
          }}
        />
      </label>
      {!renaming && (
        <label className="workspace-routines__field">
          <span>Language</span>
          <select
            className="workspace-routines__input"
            value={language}
            onChange={(event) => setLanguage(event.target.value === 'ST' ? 'ST' : 'LADDER')}
          >
            <option value="LADDER">Ladder</option>
            <option value="ST">Structured Text</option>
          </select>
        </label>
      )}
      <div className="workspace-routines__form-actions">
        <button type="submit" className="workspace-button workspace-button--primary">
          {renaming ? 'Rename' : 'Add'}
        </button>
        <button type="button" className="workspace-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <p id={messageId} className="workspace-routines__problem" aria-live="polite">
        {shown}
      </p>
    </form>
  );
}
