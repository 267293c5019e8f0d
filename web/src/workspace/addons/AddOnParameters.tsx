import type { AddOnInstruction, AddOnTag, AddOnUsage } from '@plcsim/compiler';
import {
  ADD_ON_ANY_TYPES,
  ADD_ON_SCALAR_TYPES,
  ADD_ON_USAGES,
  type EditorStore,
} from '@plcsim/widget/editor';
import { useState } from 'react';
import { CommitField } from './CommitField.tsx';

/** Props of `AddOnParameters`. */
export interface AddOnParametersProps {
  aoi: AddOnInstruction;
  store: EditorStore;
  editable: boolean;
  /** Other types a tag may have: data types and the other AOIs, by name. */
  typeNames: readonly string[];
  report(text: string): void;
}

const typeOf = (tag: AddOnTag) => (tag.data_type === 'STRUCT' ? (tag.udt ?? 'STRUCT') : tag.data_type);
const scalar = (usage: AddOnUsage) => usage === 'Input' || usage === 'Output';

/** The types offered for `usage`: BOOL, DINT, REAL for Input and Output; any type for InOut and Local. */
function typeChoices(usage: AddOnUsage, typeNames: readonly string[]): readonly string[] {
  return scalar(usage) ? ADD_ON_SCALAR_TYPES : [...ADD_ON_ANY_TYPES, ...typeNames];
}

/**
 * The AOI's "Parameters and Local Tags" (Studio 5000's tab of that name): one row per tag with its
 * name, usage, data type, Req and Vis (Input and Output only), default value, description, and buttons
 * to move it up or down and delete it; a row below adds one. Each change is one undo step.
 */
export function AddOnParameters({ aoi, store, editable, typeNames, report }: AddOnParametersProps) {
  const perform: EditorStore['performOnProject'] = (name, args) => {
    const refused = store.performOnProject(name, args);
    if (refused !== null) report(refused);
    return refused;
  };
  const tags = aoi.tagOrder.map((id) => aoi.tagMap[id]).filter((tag) => tag !== undefined);
  return (
    <section className="workspace-addons__section" aria-labelledby={`${aoi.uuid}-params`}>
      <h3 id={`${aoi.uuid}-params`} className="workspace-addons__heading">
        Parameters and Local Tags
      </h3>
      <p className="workspace-muted workspace-addons__hint">
        EnableIn and EnableOut are every Add-On Instruction&apos;s own. Req: a call must give an argument;
        Vis: shown on the box.
      </p>
      {tags.length === 0 ? (
        <p className="workspace-muted">No parameters yet: add an Input, an Output or a local tag below.</p>
      ) : (
        <table className="workspace-addons__table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Usage</th>
              <th scope="col">Data type</th>
              <th scope="col">Req</th>
              <th scope="col">Vis</th>
              <th scope="col">Default</th>
              <th scope="col">Description</th>
              <th scope="col">
                <span className="visually-hidden">Order and delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tags.map((tag, index) => (
              <ParameterRow
                key={tag.uuid}
                aoi={aoi}
                tag={tag}
                first={index === 0}
                last={index === tags.length - 1}
                editable={editable}
                typeNames={typeNames}
                perform={perform}
                report={report}
              />
            ))}
          </tbody>
        </table>
      )}
      {editable && <AddParameter aoi={aoi} typeNames={typeNames} perform={perform} />}
    </section>
  );
}

interface RowProps {
  aoi: AddOnInstruction;
  tag: AddOnTag;
  first: boolean;
  last: boolean;
  editable: boolean;
  typeNames: readonly string[];
  perform: EditorStore['performOnProject'];
  report(text: string): void;
}

function ParameterRow({ aoi, tag, first, last, editable, typeNames, perform, report }: RowProps) {
  const set = (change: Omit<Parameters<typeof perform<'setAddOnTag'>>[1], 'addOnId' | 'tagId'>) =>
    perform('setAddOnTag', { addOnId: aoi.uuid, tagId: tag.uuid, ...change });
  const type = typeOf(tag);
  const valued =
    tag.usage !== 'InOut' && tag.dimension === undefined && ['BOOL', 'DINT', 'REAL'].includes(type);
  const flags = scalar(tag.usage);
  return (
    <tr data-parameter={tag.name}>
      <td data-label="Name">
        <CommitField
          label={`${tag.name} name`}
          value={tag.name}
          disabled={!editable}
          onCommit={(name) => set({ name })}
          onRefused={report}
        />
      </td>
      <td data-label="Usage">
        <select
          aria-label={`${tag.name} usage`}
          className="workspace-addons__input"
          value={tag.usage}
          disabled={!editable}
          onChange={(event) => set({ usage: event.target.value as AddOnUsage })}
        >
          {ADD_ON_USAGES.map((usage) => (
            <option key={usage} value={usage}>
              {usage}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Data type">
        <select
          aria-label={`${tag.name} data type`}
          className="workspace-addons__input"
          value={type}
          disabled={!editable}
          onChange={(event) => set({ type: event.target.value })}
        >
          {[...new Set([type, ...typeChoices(tag.usage, typeNames)])].map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {tag.dimension !== undefined && <span className="workspace-addons__dim">[{tag.dimension}]</span>}
      </td>
      <td data-label="Req">
        <input
          type="checkbox"
          aria-label={`${tag.name} required`}
          checked={tag.required === true}
          disabled={!editable || !flags}
          onChange={(event) => set({ required: event.target.checked })}
        />
      </td>
      <td data-label="Vis">
        <input
          type="checkbox"
          aria-label={`${tag.name} visible`}
          checked={tag.visible === true}
          disabled={!editable || !flags || tag.required === true}
          onChange={(event) => set({ visible: event.target.checked })}
        />
      </td>
      <td data-label="Default">
        {valued ? (
          <CommitField
            label={`${tag.name} default value`}
            value={String(tag.value)}
            inputMode="decimal"
            className="workspace-addons__value"
            disabled={!editable}
            onCommit={(value) => set({ value })}
            onRefused={report}
          />
        ) : (
          <span className="workspace-muted">—</span>
        )}
      </td>
      <td data-label="Description">
        <CommitField
          label={`${tag.name} description`}
          value={tag.description ?? ''}
          disabled={!editable}
          onCommit={(description) => set({ description })}
          onRefused={report}
        />
      </td>
      <td className="workspace-addons__row-actions">
        <button
          type="button"
          className="workspace-button"
          aria-label={`Move ${tag.name} up`}
          disabled={!editable || first}
          onClick={() => perform('moveAddOnTag', { addOnId: aoi.uuid, tagId: tag.uuid, offset: -1 })}
        >
          ↑
        </button>
        <button
          type="button"
          className="workspace-button"
          aria-label={`Move ${tag.name} down`}
          disabled={!editable || last}
          onClick={() => perform('moveAddOnTag', { addOnId: aoi.uuid, tagId: tag.uuid, offset: 1 })}
        >
          ↓
        </button>
        <button
          type="button"
          className="workspace-button"
          aria-label={`Delete ${tag.name}`}
          disabled={!editable}
          onClick={() => {
            if (perform('deleteAddOnTag', { addOnId: aoi.uuid, tagId: tag.uuid }) === null)
              report(`Deleted ${tag.name}.`);
          }}
        >
          Delete
        </button>
      </td>
    </tr>
  );
}

/** The row that adds a parameter or local tag: name, usage, data type and, for InOut and Local, an array length. */
function AddParameter({
  aoi,
  typeNames,
  perform,
}: {
  aoi: AddOnInstruction;
  typeNames: readonly string[];
  perform: EditorStore['performOnProject'];
}) {
  const [name, setName] = useState('');
  const [usage, setUsage] = useState<AddOnUsage>('Input');
  const [type, setType] = useState('BOOL');
  const [dimension, setDimension] = useState('');
  const choices = typeChoices(usage, typeNames);
  const shownType = choices.includes(type) ? type : 'BOOL';
  const add = () => {
    const args = {
      addOnId: aoi.uuid,
      name,
      usage,
      type: shownType,
      ...(!scalar(usage) && dimension.trim() !== '' ? { dimension } : {}),
    };
    if (perform('addAddOnTag', args) === null) {
      setName('');
      setDimension('');
    }
  };
  return (
    <form
      className="workspace-addons__add"
      aria-label={`Add a parameter or local tag to ${aoi.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <label className="workspace-addons__field">
        <span>Name</span>
        <input
          className="workspace-addons__input"
          value={name}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label className="workspace-addons__field">
        <span>Usage</span>
        <select
          className="workspace-addons__input"
          value={usage}
          onChange={(e) => setUsage(e.target.value as AddOnUsage)}
        >
          {ADD_ON_USAGES.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </label>
      <label className="workspace-addons__field">
        <span>Data type</span>
        <select
          className="workspace-addons__input"
          value={shownType}
          onChange={(e) => setType(e.target.value)}
        >
          {choices.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      {!scalar(usage) && (
        <label className="workspace-addons__field">
          <span>Array length</span>
          <input
            className="workspace-addons__input workspace-addons__value"
            value={dimension}
            inputMode="numeric"
            placeholder="none"
            onChange={(e) => setDimension(e.target.value)}
          />
        </label>
      )}
      <button type="submit" className="workspace-button">
        Add parameter
      </button>
    </form>
  );
}
