import { useId, useState, type KeyboardEvent } from 'react';
import type { Perform } from './TagTable.tsx';

/** The built-in types the create row offers. */
const BUILTIN_TYPES = ['BOOL', 'DINT', 'REAL', 'TIMER', 'COUNTER', 'CONTROL'] as const;
/** Built-in structures offered after the built-in types (issue 25: the PID instruction's tag). */
const BUILTIN_STRUCTURES: readonly string[] = ['PID'];

/**
 * The Tags tab's create row: Name, Alias, Type (the built-in types, then the project's data types) with
 * an optional array length (any type, issue 24; blank for a single value) and Create (disabled while
 * the name is empty).
 */
export function CreateRow({
  disabled,
  perform,
  typeNames,
  addOnNames = [],
}: {
  disabled: boolean;
  perform: Perform;
  /** The project's data types, by name. */
  typeNames: readonly string[];
  /** The project's Add-On Instructions (issue 25): a tag of one is an instance of it. */
  addOnNames?: readonly string[];
}) {
  const [name, setName] = useState('');
  const [alias, setAlias] = useState('');
  const [type, setType] = useState<string>('BOOL');
  const [dimension, setDimension] = useState('');
  const typeId = useId();
  const empty = name.trim() === '';
  // A data type deleted (or renamed) under the select falls back to BOOL.
  const shownType =
    (BUILTIN_TYPES as readonly string[]).includes(type) ||
    BUILTIN_STRUCTURES.includes(type) ||
    typeNames.includes(type) ||
    addOnNames.includes(type)
      ? type
      : 'BOOL';
  const create = () => {
    if (disabled || empty) return;
    const args =
      dimension.trim() !== ''
        ? { name, type: shownType, alias, dimension }
        : { name, type: shownType, alias };
    if (perform('createTag', args) === null) {
      setName('');
      setAlias('');
      setDimension('');
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    create();
  };
  return (
    <tr className="plc-tags__create">
      <td>
        <input
          type="text"
          className="plc-tags__field"
          aria-label="New tag name"
          placeholder="Name"
          value={name}
          disabled={disabled}
          size={10}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </td>
      <td>
        <input
          type="text"
          className="plc-tags__field"
          aria-label="New tag alias"
          placeholder="Alias"
          value={alias}
          disabled={disabled}
          size={10}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setAlias(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </td>
      <td>
        <div className="plc-tags__create-type">
          <label className="plc-tags__hidden" htmlFor={typeId}>
            New tag type
          </label>
          <select
            id={typeId}
            className="plc-tags__field"
            value={shownType}
            disabled={disabled}
            onChange={(event) => setType(event.target.value)}
          >
            {BUILTIN_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
            {BUILTIN_STRUCTURES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
            {typeNames.length > 0 && (
              <optgroup label="Data types">
                {typeNames.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </optgroup>
            )}
            {addOnNames.length > 0 && (
              <optgroup label="Add-On Instructions">
                {addOnNames.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
          <input
            type="text"
            className="plc-tags__field plc-tags__length"
            aria-label="New tag array length"
            title="Array length: blank for a single value"
            placeholder="Array"
            value={dimension}
            disabled={disabled}
            inputMode="numeric"
            size={5}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => setDimension(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
      </td>
      <td colSpan={2}>
        <button
          type="button"
          className="plc-tags__create-button"
          disabled={disabled || empty}
          onClick={create}
        >
          Create
        </button>
      </td>
    </tr>
  );
}
