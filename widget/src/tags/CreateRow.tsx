import { TAG_TYPES } from '@plcsim/compiler';
import { useId, useState, type KeyboardEvent } from 'react';
import { ARRAY_ELEMENT_TYPES } from './arrayTags.ts';
import type { Perform } from './TagTable.tsx';

/**
 * The Tags tab's create row: Name, Alias, Type with an optional array length (BOOL, DINT and REAL;
 * blank for a single value) and Create (disabled while the name is empty).
 */
export function CreateRow({ disabled, perform }: { disabled: boolean; perform: Perform }) {
  const [name, setName] = useState('');
  const [alias, setAlias] = useState('');
  const [type, setType] = useState<string>('BOOL');
  const [dimension, setDimension] = useState('');
  const typeId = useId();
  const empty = name.trim() === '';
  const arrayable = (ARRAY_ELEMENT_TYPES as readonly string[]).includes(type);
  const create = () => {
    if (disabled || empty) return;
    const args =
      arrayable && dimension.trim() !== '' ? { name, type, alias, dimension } : { name, type, alias };
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
            value={type}
            disabled={disabled}
            onChange={(event) => setType(event.target.value)}
          >
            {TAG_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          <input
            type="text"
            className="plc-tags__field plc-tags__length"
            aria-label="New tag array length"
            title={arrayable ? 'Array length: blank for a single value' : `A ${type} cannot be an array`}
            placeholder="Array"
            value={arrayable ? dimension : ''}
            disabled={disabled || !arrayable}
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
