import { typeText, type DataType, type DataTypeMember } from '@plcsim/compiler';
import { useId } from 'react';
import { MEMBER_BUILTIN_TYPES } from '../../editing/dataTypeRules.ts';
import type { MemberEntry } from '../../editing/types.ts';
import { TextField } from '../TextField.tsx';
import type { PerformType } from './DataTypesEditor.tsx';

/** A member as the setDataType action takes it. */
export function memberEntry(member: DataTypeMember): MemberEntry {
  return {
    name: member.name,
    type: member.data_type === 'STRUCT' ? (member.udt ?? '') : member.data_type,
    ...(member.dimension !== undefined ? { dimension: member.dimension } : {}),
    ...(member.lower !== undefined ? { lower: member.lower } : {}),
    description: member.description,
  };
}

/** `Member2`: the first `Member{n}` name `type` does not have yet. */
export function newMemberName(type: DataType): string {
  const taken = new Set(type.members.map((m) => m.name.toUpperCase()));
  let n = type.members.length + 1;
  while (taken.has(`MEMBER${n}`)) n++;
  return `Member${n}`;
}

interface TypeCardProps {
  type: DataType;
  /** Every data type (a member's type may be another one). */
  types: readonly DataType[];
  editable: boolean;
  perform: PerformType;
}

/**
 * One data type: its name and description fields, a delete button, and its members as a table (name,
 * type, array length, description; move up, move down, remove) with Add member.
 */
export function TypeCard({ type, types, editable, perform }: TypeCardProps) {
  const headingId = useId();
  const entries = type.members.map(memberEntry);
  const setMembers = (members: MemberEntry[]) => perform('setDataType', { typeId: type.uuid, members });
  const change = (position: number, patch: Partial<MemberEntry>) =>
    setMembers(entries.map((entry, i) => (i === position ? { ...entry, ...patch } : entry)));
  const move = (position: number, by: -1 | 1) => {
    const next = [...entries];
    const [moved] = next.splice(position, 1);
    if (moved) next.splice(position + by, 0, moved);
    return setMembers(next);
  };
  const others = types.filter((t) => t.uuid !== type.uuid).map((t) => t.name);
  return (
    <section className="plc-types__type" aria-labelledby={headingId}>
      <h3 id={headingId} className="plc-tags__hidden">
        {type.name}
      </h3>
      <div className="plc-types__head">
        <TextField
          key={`n-${type.name}`}
          label={`Name of data type ${type.name}`}
          value={type.name}
          disabled={!editable}
          size={12}
          onCommit={(name) => perform('setDataType', { typeId: type.uuid, name })}
        />
        <TextField
          key={`d-${type.description}`}
          label={`Description of ${type.name}`}
          value={type.description}
          disabled={!editable}
          size={24}
          placeholder="Description"
          onCommit={(description) => perform('setDataType', { typeId: type.uuid, description })}
        />
        <button
          type="button"
          className="plc-tags__delete"
          aria-label={`Delete data type ${type.name}`}
          title={`Delete data type ${type.name}`}
          disabled={!editable}
          onClick={() => perform('deleteDataType', { typeId: type.uuid })}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="plc-types__scroll">
        <table className="plc-tags__table plc-types__members">
          <caption className="plc-tags__hidden">Members of {type.name}</caption>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Type</th>
              <th scope="col">Array</th>
              <th scope="col">Description</th>
              <th scope="col">
                <span className="plc-tags__hidden">Order and remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {type.members.map((member, i) => {
              const shown = `${type.name}.${member.name}`;
              return (
                <tr key={`${i}-${member.name}`} data-member={shown}>
                  <th scope="row">
                    <TextField
                      key={member.name}
                      label={`Name of ${shown}`}
                      value={member.name}
                      disabled={!editable}
                      onCommit={(name) => change(i, { name })}
                    />
                  </th>
                  <td>
                    <select
                      className="plc-tags__field"
                      aria-label={`Type of ${shown}`}
                      title={typeText(member)}
                      value={member.data_type === 'STRUCT' ? (member.udt ?? '') : member.data_type}
                      disabled={!editable}
                      onChange={(event) => change(i, { type: event.target.value })}
                    >
                      {[...MEMBER_BUILTIN_TYPES, ...others].map((t) => (
                        <option key={t} value={t}>
                          {t}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <TextField
                      key={`a-${member.dimension ?? ''}`}
                      label={`Array length of ${shown}`}
                      value={member.dimension === undefined ? '' : String(member.dimension)}
                      disabled={!editable}
                      numeric="integer"
                      size={4}
                      placeholder="—"
                      title="Array length: blank for one value"
                      onCommit={(dimension) => change(i, { dimension })}
                    />
                  </td>
                  <td>
                    <TextField
                      key={`d-${member.description}`}
                      label={`Description of ${shown}`}
                      value={member.description}
                      disabled={!editable}
                      size={16}
                      onCommit={(description) => change(i, { description })}
                    />
                  </td>
                  <td className="plc-types__order">
                    <button
                      type="button"
                      className="plc-tags__delete"
                      aria-label={`Move ${shown} up`}
                      title={`Move ${shown} up`}
                      disabled={!editable || i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className="plc-tags__delete"
                      aria-label={`Move ${shown} down`}
                      title={`Move ${shown} down`}
                      disabled={!editable || i === type.members.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button
                      type="button"
                      className="plc-tags__delete"
                      aria-label={`Remove ${shown}`}
                      title={`Remove ${shown}`}
                      disabled={!editable || type.members.length === 1}
                      onClick={() => setMembers(entries.filter((_, j) => j !== i))}
                    >
                      <span aria-hidden="true">✕</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <button
        type="button"
        className="plc-tags__create-button plc-types__add"
        aria-label={`Add a member to ${type.name}`}
        disabled={!editable}
        onClick={() => setMembers([...entries, { name: newMemberName(type), type: 'BOOL', description: '' }])}
      >
        Add member
      </button>
    </section>
  );
}
