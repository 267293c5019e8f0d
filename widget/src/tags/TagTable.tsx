import { ioTags, type Project } from '@plcsim/compiler';
import { memo, useCallback, useMemo, useState, useSyncExternalStore, type CSSProperties } from 'react';
import type { ActionArgs, ActionName } from '../editing/types.ts';
import { CHILD_NAME_FIXED, REQUIRED_ALIAS } from '../editing/tagRules.ts';
import type { EditorStore } from '../editor/editorStore.ts';
import { EDITING_DISABLED_WHILE_RUNNING, useRunning } from '../simulator/useRunning.ts';
import { useScanValue, useSimulatorState } from '../simulator/hooks.ts';
import { toggleableInternals } from '../simulator/inputRules.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { COLLAPSED_OVER } from './arrayTags.ts';
import { CreateRow } from './CreateRow.tsx';
import { formatValue } from './formatValue.ts';
import { tagRows, type TagRow } from './tagRows.ts';
import { TextField } from './TextField.tsx';
import './tags.css';

/** Edit mode of `TagTable`: the table lists the store's document and edits it on the store's history. */
export interface TagTableEditing {
  /** The editor store shared with the ladder editor and the I/O palette (one undo history). */
  store: EditorStore;
  /** Shows the create row (Name, Alias, Type, Create). Default true; false for examples (spec 000 §2). */
  canCreate?: boolean;
  /** Everything read-only (content that is not the user's). Editing is also disabled while running. */
  disabled?: boolean;
  /** The selected tag (e.g. the one the I/O palette re-symbols); its name button shows pressed. */
  selectedTagId?: string | null;
  /**
   * Called when a top-level tag's name is clicked (with its id, or null when the selected one is
   * clicked again); without it names are plain text.
   */
  onSelectTag?: (tagId: string | null) => void;
}

/** Props of `TagTable`. */
export interface TagTableProps {
  /** The simulator whose loaded project's tags are listed, with their live values. */
  controller: SimulatorController;
  /** Accessible name of the table (and of its scroll region); default 'Tags'. */
  label?: string;
  className?: string;
  /** Edit mode (the site's Tags tab): create, alias, value and delete, on the store's history. */
  editing?: TagTableEditing;
}

/** A tag action with its arguments; its refusal's reason, or null. */
export type Perform = <N extends ActionName>(name: N, args: ActionArgs[N]) => string | null;

/**
 * The Tags tab (spec 000 §2): Name, Alias, Type and Value of every tag, sorted by name, each TIMER and
 * COUNTER followed by its members as `parent.child`. Values are read from the engine after every scan
 * (only the cells whose value changed re-render); forced tags carry an F badge. Read-only unless
 * `editing` is given; then (spec 000 §5 "Tags") a create row (Create disabled while the name is empty),
 * alias fields (disabled with the tooltip 'This tag alias is required by the selected scene' for tags
 * the scene requires), value fields for BOOL (a 0/1 switch), DINT and REAL tags and the DINT members PRE and
 * ACC, and a delete button per top-level tag (disabled for required tags); child names are fixed
 * (tooltip 'This child tag name is defined by its parent'). Everything is disabled while the simulator
 * runs. A refused edit's reason is announced (role=alert). While running, the Value cell of a DI input
 * and of an internal BOOL the program reads (none the scene drives) is a 0/1 switch 'Toggle {name}' that
 * toggles it in the running PLC (issue 22 item 8).
 *
 * An array tag (issue 24) shows its type as `DINT[10]` (`REAL[1..10]` from a non-zero first index),
 * its length as a field in edit mode (`setTagDimension`), and one row per element (`Data[0]` …) with
 * the element's value: edited like a tag of its type in PROG (BOOL elements as 0/1 switches), live
 * (by the element's symbol name) while running, where BOOL elements toggle in the running PLC. Its
 * name is a disclosure button (aria-expanded) that lists or hides the elements; arrays of more than
 * COLLAPSED_OVER elements start hidden.
 *
 * A STRUCT tag (a user-defined data type) and an array of TIMER, COUNTER or STRUCT (issue 24) show their
 * type as `Motor`, `Motor[4]`, `TIMER[3]` and open into member and element rows, nested
 * (`Pumps[2].Delay.PRE`; only the rows of open parents are made). Nested structures start closed.
 * One-value members are edited like tags of their type (stored in `memberValues`), read live by their
 * symbol name while running, where BOOL members toggle; a timer's status bits in them are read-only.
 */
export function TagTable({ controller, label = 'Tags', className, editing }: TagTableProps) {
  const { project: loaded, forced, compiled } = useSimulatorState(controller);
  const running = useRunning(controller);
  const store = editing?.store;
  const edited = useEditedProject(store);
  const project = editing && edited ? edited : loaded;
  // Arrays and structures opened or closed by the learner; the others start as `openByDefault` says.
  const [opened, setOpened] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isOpen = useCallback((row: TagRow) => opened.get(row.id) ?? openByDefault(row), [opened]);
  const rows = useMemo(() => (project ? tagRows(project, isOpen) : []), [project, isOpen]);
  // Structured Text: the tags its VAR blocks declared for itself, read-only, with their live values.
  const declared = compiled?.declared;
  const declaredRows = useMemo(
    () =>
      declared
        ? tagRows({ ...declared, dataTypes: { ...project?.dataTypes, ...declaredTypes(declared) } }, isOpen)
        : [],
    [declared, project?.dataTypes, isOpen],
  );
  const onToggleOpen = useCallback(
    (row: TagRow) => setOpened((now) => new Map(now).set(row.id, !isOpen(row))),
    [isOpen],
  );
  const typeNames = useMemo(
    () =>
      Object.values(project?.dataTypes ?? {})
        .map((t) => t.name)
        .sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })),
    [project?.dataTypes],
  );
  const forcedNames = useMemo(() => new Set([...forced.keys()].map((n) => n.toUpperCase())), [forced]);
  // While running: the inputs and the internal bits the program reads toggle from their Value cell.
  const toggleable = useMemo(
    () =>
      new Set(loaded ? [...ioTags(loaded, 'DI'), ...toggleableInternals(loaded)].map((tag) => tag.uuid) : []),
    [loaded],
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const perform = useCallback<Perform>(
    (name, args) => {
      const refused = store ? store.perform(name, args) : EDITING_DISABLED_WHILE_RUNNING;
      setRefusal(refused);
      return refused;
    },
    [store],
  );
  const editable = editing !== undefined && !running && !editing.disabled;
  const selectedTagId = editing?.selectedTagId ?? null;
  const onSelectTag = editing?.onSelectTag;
  const columns = editing ? 5 : 4;
  const table = (
    <div
      className={['plc-tags', editing ? 'plc-tags--editing' : className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className="plc-tags__table">
        <caption className="plc-tags__hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Alias</th>
            <th scope="col">Type</th>
            <th scope="col">Value</th>
            {editing && (
              <th scope="col">
                <span className="plc-tags__hidden">Delete</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && declaredRows.length === 0 ? (
            <tr>
              <td colSpan={columns} className="plc-tags__empty">
                No tags.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <TagTableRow
                key={row.id}
                controller={controller}
                row={row}
                forced={forcedNames.has(row.name.toUpperCase())}
                editing={editing !== undefined}
                editable={editable}
                running={running}
                toggle={
                  running &&
                  (toggleable.has(row.id) ||
                    ((row.index !== undefined || row.member === true) &&
                      row.dataType === 'BOOL' &&
                      row.status !== true)) &&
                  controller.inputRefusal(row.name) === null
                }
                open={openable(row) ? isOpen(row) : undefined}
                onToggleOpen={onToggleOpen}
                required={project?.tagMap[row.id]?.req === true}
                selected={row.id === selectedTagId}
                onSelect={row.parentId === null && !openable(row) ? onSelectTag : undefined}
                perform={perform}
              />
            ))
          )}
        </tbody>
        {declaredRows.length > 0 && (
          <tbody>
            <tr>
              <th scope="rowgroup" colSpan={columns} className="plc-tags__group">
                Declared in the Structured Text (VAR)
              </th>
            </tr>
            {declaredRows.map((row) => (
              <TagTableRow
                key={row.id}
                controller={controller}
                row={row}
                forced={forcedNames.has(row.name.toUpperCase())}
                editing={false}
                editable={false}
                running={running}
                toggle={false}
                open={openable(row) ? isOpen(row) : undefined}
                onToggleOpen={onToggleOpen}
                required={false}
                selected={false}
                onSelect={undefined}
                perform={perform}
              />
            ))}
          </tbody>
        )}
        {editing && editing.canCreate !== false && (
          <tfoot>
            <CreateRow
              disabled={!editable}
              perform={perform}
              typeNames={typeNames}
              addOnNames={(project?.addOnInstructions ?? []).map((aoi) => aoi.name)}
            />
          </tfoot>
        )}
      </table>
    </div>
  );
  if (!editing) return table;
  return (
    <div className={['plc-tags-edit', className].filter(Boolean).join(' ')}>
      {table}
      <p className="plc-tags__message" role="alert">
        {refusal}
      </p>
      {running && (
        <p className="plc-tags__note" role="status">
          {EDITING_DISABLED_WHILE_RUNNING}
        </p>
      )}
    </div>
  );
}

/**
 * Whether an array or structure row starts open: a top-level array of up to COLLAPSED_OVER elements and
 * a top-level structure; nested structures, blocks and arrays start closed.
 */
function openByDefault(row: TagRow): boolean {
  return row.depth === 0 && (row.dimension ?? row.members ?? 0) <= COLLAPSED_OVER;
}

/** The data types a Structured Text program declared for itself (`TYPE … END_TYPE`), when given. */
function declaredTypes(declared: object): Project['dataTypes'] {
  return 'dataTypes' in declared ? (declared.dataTypes as Project['dataTypes']) : undefined;
}

/** An array or structure row: it opens and closes its element or member rows. */
function openable(row: TagRow): boolean {
  return row.dimension !== undefined || row.members !== undefined;
}

const noSubscribe = () => () => {};
const noEditor = () => null;

/** The store's document, or null without a store. */
function useEditedProject(store: EditorStore | undefined): Project | null {
  const editor = useSyncExternalStore(
    store ? store.subscribe : noSubscribe,
    store ? store.getSnapshot : noEditor,
  );
  return editor?.state.project ?? null;
}

interface TagTableRowProps {
  controller: SimulatorController;
  row: TagRow;
  forced: boolean;
  /** The table is in edit mode (an extra column). */
  editing: boolean;
  /** Edits are allowed now (edit mode, not running, not read-only). */
  editable: boolean;
  /** The simulator runs: values come from the PLC (a REAL with 6 significant digits). */
  running: boolean;
  /** Running, and the value toggles (an input or an internal bit the program reads, no scene drives). */
  toggle: boolean;
  /** The scene requires this tag. */
  required: boolean;
  selected: boolean;
  onSelect: ((tagId: string | null) => void) | undefined;
  /** An array or structure row: whether its elements or members are listed (undefined for others). */
  open: boolean | undefined;
  /** Lists or hides an array row's elements. */
  onToggleOpen: (row: TagRow) => void;
  perform: Perform;
}

const TagTableRow = memo(function TagTableRow({
  controller,
  row,
  forced,
  editing,
  editable,
  running,
  toggle,
  required,
  selected,
  onSelect,
  open,
  onToggleOpen,
  perform,
}: TagTableRowProps) {
  const isChild = row.parentId !== null;
  const isElement = row.index !== undefined;
  const valueEditable =
    editable &&
    row.hasValue &&
    (row.dataType === 'DINT' ||
      row.dataType === 'REAL' ||
      (row.dataType === 'BOOL' && (!isChild || isElement || row.member === true))) &&
    row.status !== true;
  const deleteTitle = required
    ? `Tag "${row.name}" is required by the selected scene.`
    : `Delete ${row.name} and its ${row.dimension === undefined ? 'members' : 'elements'}`;
  const count = row.dimension ?? row.members ?? 0;
  const parts = row.dimension === undefined ? 'members' : 'elements';
  return (
    <tr
      className={
        [isChild && 'plc-tags__child', selected && 'plc-tags__selected'].filter(Boolean).join(' ') ||
        undefined
      }
      style={row.depth > 1 ? ({ '--plc-tags-depth': row.depth } as CSSProperties) : undefined}
      data-tag={row.name}
    >
      <th
        scope="row"
        className="plc-tags__name"
        aria-label={nestedLabel(row)}
        title={editing && isChild && !isElement && row.member !== true ? CHILD_NAME_FIXED : undefined}
      >
        {open !== undefined ? (
          <button
            type="button"
            className="plc-tags__select plc-tags__expand"
            aria-expanded={open}
            aria-label={nestedLabel(row)}
            title={`${open ? 'Hide' : 'Show'} the ${count} ${parts} of ${row.name}`}
            onClick={() => onToggleOpen(row)}
          >
            <span className="plc-tags__caret" aria-hidden="true">
              {open ? '▾' : '▸'}
            </span>
            <RowName row={row} />
          </button>
        ) : onSelect ? (
          <button
            type="button"
            className="plc-tags__select"
            aria-pressed={selected}
            onClick={() => onSelect(selected ? null : row.id)}
          >
            {row.name}
          </button>
        ) : (
          <RowName row={row} />
        )}
      </th>
      <td>
        {editing && !isChild ? (
          <span title={required ? REQUIRED_ALIAS : undefined}>
            <TextField
              key={row.alias}
              label={`Alias of ${row.name}`}
              value={row.alias}
              disabled={!editable || required}
              title={required ? REQUIRED_ALIAS : undefined}
              onCommit={(alias) => perform('setTagAlias', { tagId: row.id, alias })}
            />
          </span>
        ) : (
          row.alias
        )}
      </td>
      <td>
        {editing && !isChild && row.dimension !== undefined && /\[\d+\]$/.test(row.typeText) ? (
          <span className="plc-tags__type">
            {row.typeText.replace(/\[\d+\]$/, '')}[
            <TextField
              key={row.dimension}
              label={`Length of ${row.name}`}
              value={String(row.dimension ?? '')}
              disabled={!editable}
              numeric="integer"
              size={4}
              onCommit={(dimension) => perform('setTagDimension', { tagId: row.id, dimension })}
            />
            ]
          </span>
        ) : (
          row.typeText
        )}
      </td>
      <td className="plc-tags__value">
        {valueEditable && row.dataType === 'BOOL' ? (
          <button
            type="button"
            role="switch"
            className="plc-tags__bool"
            aria-checked={row.value === 1}
            aria-label={`Value of ${row.name}`}
            onClick={() => perform('setTagValue', { tagId: row.id, value: row.value === 1 ? 0 : 1 })}
          >
            {row.value}
          </button>
        ) : valueEditable ? (
          <TextField
            key={row.value}
            label={`Value of ${row.name}`}
            value={formatValue(row.value, row.dataType)}
            numeric={row.dataType === 'REAL' ? 'real' : 'integer'}
            onCommit={(value) => perform('setTagValue', { tagId: row.id, value })}
          />
        ) : toggle ? (
          <LiveToggle controller={controller} row={row} />
        ) : open !== undefined ? (
          <span className="plc-tags__count">
            {count} {count === 1 ? parts.slice(0, -1) : parts}
          </span>
        ) : (
          row.hasValue && <LiveValue controller={controller} row={row} running={running} />
        )}
        {forced && (
          <span className="plc-tags__forced" title="Forced">
            <span aria-hidden="true">F</span>
            <span className="plc-tags__hidden">forced</span>
          </span>
        )}
      </td>
      {editing && (
        <td className="plc-tags__actions">
          {!isChild && (
            <span title={deleteTitle}>
              <button
                type="button"
                className="plc-tags__delete"
                aria-label={`Delete ${row.name}`}
                title={deleteTitle}
                disabled={!editable || required}
                onClick={() => perform('deleteTag', { tagId: row.id })}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </span>
          )}
        </td>
      )}
    </tr>
  );
});

/** An element's or member's full name as its accessible name (a phone hides its parent part). */
function nestedLabel(row: TagRow): string | undefined {
  return row.member === true || row.index !== undefined ? row.name : undefined;
}

/**
 * A row's name. An element's or member's parent part (`Pumps[1]` of `Pumps[1].Speed`) is in its own
 * span, which a phone hides (tags.css): the indent shows the nesting and the column stays narrow.
 */
function RowName({ row }: { row: TagRow }) {
  const nested = row.member === true || row.index !== undefined;
  const cut = nested ? Math.max(row.name.lastIndexOf('.'), row.name.lastIndexOf('[')) : -1;
  if (cut <= 0) return row.name;
  // One inline span: inside the flex disclosure button the parts would be items. (The row header and
  // button carry the full name as aria-label, whatever a phone hides.)
  return (
    <span>
      <span className="plc-tags__prefix">{row.name.slice(0, cut)}</span>
      {row.name.slice(cut)}
    </span>
  );
}

/**
 * A row's live value: a tag's or child's by its id, an element's or member's by its symbol name
 * (`Data[3]`, `Pumps[2].Speed`).
 */
function liveValue(controller: SimulatorController, row: TagRow): number | undefined {
  return row.index === undefined && row.member !== true
    ? controller.live.valueOfId(row.id)
    : controller.live.value(row.name);
}

/** A BOOL's live value as a 0/1 switch that toggles it in the running PLC (not in the document). */
function LiveToggle({ controller, row }: { controller: SimulatorController; row: TagRow }) {
  const value = useScanValue(controller, () => liveValue(controller, row) ?? row.value);
  return (
    <button
      type="button"
      role="switch"
      className="plc-tags__bool plc-tags__bool--live"
      aria-checked={value === 1}
      aria-label={`Toggle ${row.name}`}
      title={`Toggle ${row.name} in the running PLC`}
      onClick={() => controller.toggle(row.name)}
    >
      {value}
    </button>
  );
}

/** A value as the PLC holds it; a REAL as `realText`, or with 6 significant digits while running. */
function LiveValue({
  controller,
  row,
  running,
}: {
  controller: SimulatorController;
  row: TagRow;
  running: boolean;
}) {
  const value = useScanValue(controller, () => liveValue(controller, row) ?? row.value);
  return <span>{formatValue(value, row.dataType, running)}</span>;
}
