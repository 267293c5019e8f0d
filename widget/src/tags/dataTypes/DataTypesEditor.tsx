import type { DataType, Project } from '@plcsim/compiler';
import { useId, useMemo, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { dataTypeNameProblem } from '../../editing/dataTypeRules.ts';
import type { ActionArgs } from '../../editing/types.ts';
import type { EditorStore } from '../../editor/editorStore.ts';
import { EDITING_DISABLED_WHILE_RUNNING, useRunning } from '../../simulator/useRunning.ts';
import { useSimulatorState } from '../../simulator/hooks.ts';
import type { SimulatorController } from '../../simulator/simulatorController.ts';
import { DeclaredTypes } from './DeclaredTypes.tsx';
import { TypeCard } from './TypeCard.tsx';
import '../tags.css';
import './dataTypes.css';

/** Props of `DataTypesEditor`. */
export interface DataTypesEditorProps {
  /** The simulator: RUN disables editing; its compile result names the Structured Text's own types. */
  controller: SimulatorController;
  /** The editor store the Tags tab edits (one undo history). */
  store: EditorStore;
  /**
   * Everything read-only (content that is not the user's): no create row, and nothing at all without
   * data types.
   */
  disabled?: boolean;
  /** Starts open (default: closed, one line above the tag table). */
  defaultOpen?: boolean;
}

/**
 * The Tags tab's Data types section (issue 24 item 4, Studio 5000's "User-Defined" data types folder): a
 * disclosure `Data types (2)` that lists each user-defined data type with its name, description and
 * members (name, type, array length, description; added, removed and moved up and down), a delete
 * button (refused while a tag or type uses it) and a create row whose name is checked as it is typed.
 * Every change is an action on the store's history (undo and redo); nothing changes while running.
 * The types a Structured Text program declares for itself are listed read-only below.
 */
export function DataTypesEditor({ controller, store, disabled, defaultOpen = false }: DataTypesEditorProps) {
  const editor = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const project = editor.state.project;
  const { compiled } = useSimulatorState(controller);
  const running = useRunning(controller);
  const editable = !running && !disabled;
  const [open, setOpen] = useState(defaultOpen);
  const [refusal, setRefusal] = useState<string | null>(null);
  const types = useMemo(() => sortedTypes(project), [project]);
  const declared = useMemo(() => declaredTypeList(compiled?.declared), [compiled]);
  const perform: PerformType = (name, args) => {
    const refused = store.perform(name, args);
    setRefusal(refused);
    return refused;
  };
  const count = types.length + declared.length;
  if (disabled && count === 0) return null;
  return (
    <section className="plc-types" aria-label="Data types">
      <button type="button" className="plc-types__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="plc-tags__caret" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        Data types ({count})
      </button>
      {open && (
        <div className="plc-types__body">
          {types.map((type) => (
            <TypeCard key={type.uuid} type={type} types={types} editable={editable} perform={perform} />
          ))}
          {!disabled && <NewTypeRow project={project} disabled={!editable} perform={perform} />}
          <p className="plc-tags__message" role="alert">
            {refusal}
          </p>
          {running && (
            <p className="plc-tags__note" role="status">
              {EDITING_DISABLED_WHILE_RUNNING}
            </p>
          )}
          {declared.length > 0 && <DeclaredTypes types={declared} />}
        </div>
      )}
    </section>
  );
}

/** A data type action, as the editor store performs it: the refusal's reason, or null. */
export type PerformType = <N extends 'createDataType' | 'setDataType' | 'deleteDataType'>(
  name: N,
  args: ActionArgs[N],
) => string | null;

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function sortedTypes(project: Project): DataType[] {
  return Object.values(project.dataTypes ?? {}).sort((a, b) => byName.compare(a.name, b.name));
}

/** The data types a Structured Text program declared (`TYPE … END_TYPE`), when the compiler gives them. */
function declaredTypeList(declared: object | undefined): DataType[] {
  if (!declared || !('dataTypes' in declared)) return [];
  const map = declared.dataTypes as Record<string, DataType> | undefined;
  return Object.values(map ?? {}).sort((a, b) => byName.compare(a.name, b.name));
}

/** The create row: a name checked as it is typed, and Add data type. */
function NewTypeRow({
  project,
  disabled,
  perform,
}: {
  project: Project;
  disabled: boolean;
  perform: PerformType;
}) {
  const [name, setName] = useState('');
  const hintId = useId();
  const trimmed = name.trim();
  const problem = trimmed === '' ? null : dataTypeNameProblem(project, trimmed);
  const create = () => {
    if (disabled || trimmed === '' || problem) return;
    if (perform('createDataType', { name: trimmed }) === null) setName('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    create();
  };
  return (
    <div className="plc-types__create">
      <input
        type="text"
        className="plc-tags__field"
        aria-label="New data type name"
        aria-describedby={hintId}
        aria-invalid={problem !== null}
        placeholder="New type"
        value={name}
        disabled={disabled}
        size={12}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="plc-tags__create-button"
        disabled={disabled || trimmed === '' || problem !== null}
        onClick={create}
      >
        Add data type
      </button>
      <p id={hintId} className="plc-types__hint" aria-live="polite">
        {problem}
      </p>
    </div>
  );
}
