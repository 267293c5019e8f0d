import type { AddOnInstruction, ProgramMode } from '@plcsim/compiler';
import { LANGUAGE_NAMES, useRunning } from '@plcsim/widget';
import {
  addOnNameProblem,
  addOnRoutineId,
  addOnsOf,
  findAddOnRoutine,
  useEditorStore,
  type AddOnPart,
} from '@plcsim/widget/editor';
import { useId, useState } from 'react';
import { useWorkspace } from '../workspaceContext.ts';
import { AddOnParameters } from './AddOnParameters.tsx';
import { CommitField } from './CommitField.tsx';
import './addons.css';

/**
 * The Add-On Instructions tab (issue 25; Studio 5000's Add-On Instruction definition, simply): choose
 * or add an AOI, edit its name, revision and description, open its Logic (and EnableInFalse) routine
 * in the Ladder or Structured Text tab, and edit its Parameters and Local Tags. Every change is one
 * undo step on the shared history (Ctrl+Z anywhere).
 */
export function AddOnsPanel() {
  const { project, store, programEditable, controller, focusPanel } = useWorkspace();
  useEditorStore(store);
  const running = useRunning(controller);
  const editable = programEditable && !running;
  const aois = addOnsOf(project);
  const open = findAddOnRoutine(project, store.routine);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const aoi = aois.find((a) => a.uuid === chosenId) ?? open?.aoi ?? aois[0];
  const [message, setMessage] = useState<string | null>(null);
  const [language, setLanguage] = useState<ProgramMode>('LADDER');
  const selectId = useId();

  const perform: typeof store.performOnProject = (name, args) => {
    const refused = store.performOnProject(name, args);
    setMessage(refused);
    return refused;
  };
  const add = () => {
    if (perform('addAddOn', { language }) !== null) return;
    const added = addOnsOf(store.project).at(-1);
    if (added) {
      setChosenId(added.uuid);
      setMessage(`Added ${added.name}: add its parameters, then open its Logic.`);
    }
  };
  const openRoutine = (target: AddOnInstruction, part: AddOnPart) => {
    const routine = target[part];
    if (!routine) return;
    store.chooseRoutine(addOnRoutineId(target.uuid, part));
    focusPanel(routine.language === 'ST' ? 'st' : 'ladder');
  };
  const typeNames = [
    ...Object.values(project.dataTypes ?? {}).map((t) => t.name),
    ...aois.filter((a) => a.uuid !== aoi?.uuid).map((a) => a.name),
  ];

  return (
    <div className="workspace-panel workspace-addons" role="region" aria-label="Add-On Instructions">
      <div className="workspace-addons__bar">
        {aois.length > 0 && (
          <label className="workspace-addons__field" htmlFor={selectId}>
            <span>Add-On Instruction</span>
            <select
              id={selectId}
              className="workspace-addons__input"
              value={aoi?.uuid ?? ''}
              onChange={(event) => {
                setChosenId(event.target.value);
                setMessage(null);
              }}
            >
              {aois.map((a) => (
                <option key={a.uuid} value={a.uuid}>
                  {a.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {programEditable && (
          <div className="workspace-addons__new">
            <label className="workspace-addons__field">
              <span>Logic language</span>
              <select
                className="workspace-addons__input"
                value={language}
                onChange={(event) => setLanguage(event.target.value as ProgramMode)}
              >
                <option value="LADDER">{LANGUAGE_NAMES.LADDER}</option>
                <option value="ST">{LANGUAGE_NAMES.ST}</option>
              </select>
            </label>
            <button type="button" className="workspace-button" disabled={running} onClick={add}>
              New Add-On Instruction
            </button>
          </div>
        )}
      </div>
      {message && (
        <p className="workspace-addons__status" role="status">
          {message}
        </p>
      )}
      {!aoi ? (
        <p className="workspace-muted workspace-addons__empty">
          No Add-On Instructions yet. An Add-On Instruction is an instruction you write yourself: its
          parameters, its local tags and its logic, then used as a box on any rung.
        </p>
      ) : (
        <>
          <section className="workspace-addons__section" aria-label={`${aoi.name} definition`}>
            <div className="workspace-addons__grid">
              <label className="workspace-addons__field">
                <span>Name</span>
                <CommitField
                  label="Add-On Instruction name"
                  value={aoi.name}
                  disabled={!editable}
                  onCommit={(name) => {
                    const problem =
                      name.trim() === aoi.name ? null : addOnNameProblem(project, name.trim(), aoi.uuid);
                    return problem ?? perform('renameAddOn', { addOnId: aoi.uuid, name });
                  }}
                  onRefused={setMessage}
                />
              </label>
              <label className="workspace-addons__field workspace-addons__narrow">
                <span>Revision</span>
                <CommitField
                  label="Add-On Instruction revision"
                  value={aoi.revision}
                  disabled={!editable}
                  onCommit={(revision) => perform('setAddOnInfo', { addOnId: aoi.uuid, revision })}
                  onRefused={setMessage}
                />
              </label>
              <label className="workspace-addons__field workspace-addons__wide">
                <span>Description</span>
                <CommitField
                  label="Add-On Instruction description"
                  value={aoi.description}
                  multiline
                  disabled={!editable}
                  onCommit={(description) => perform('setAddOnInfo', { addOnId: aoi.uuid, description })}
                  onRefused={setMessage}
                />
              </label>
            </div>
            {programEditable && (
              <button
                type="button"
                className="workspace-button workspace-addons__delete"
                disabled={!editable}
                onClick={() => {
                  if (perform('deleteAddOn', { addOnId: aoi.uuid }) === null) {
                    setChosenId(null);
                    setMessage(`Deleted ${aoi.name}. Ctrl+Z brings it back.`);
                  }
                }}
              >
                Delete {aoi.name}
              </button>
            )}
          </section>
          <section className="workspace-addons__section" aria-labelledby={`${aoi.uuid}-routines`}>
            <h3 id={`${aoi.uuid}-routines`} className="workspace-addons__heading">
              Routines
            </h3>
            <ul className="workspace-addons__routines">
              <li>
                <span>
                  <strong>Logic</strong> · {LANGUAGE_NAMES[aoi.logic.language]} · runs while the rung is true
                </span>
                <button type="button" className="workspace-button" onClick={() => openRoutine(aoi, 'logic')}>
                  Open Logic
                </button>
              </li>
              <li>
                <span>
                  <strong>EnableInFalse</strong> ·{' '}
                  {aoi.enableInFalse
                    ? `${LANGUAGE_NAMES[aoi.enableInFalse.language]} · runs while the rung is false`
                    : 'none: while the rung is false the Logic does not run and Outputs keep their values'}
                </span>
                {aoi.enableInFalse ? (
                  <span className="workspace-addons__buttons">
                    <button
                      type="button"
                      className="workspace-button"
                      onClick={() => openRoutine(aoi, 'enableInFalse')}
                    >
                      Open EnableInFalse
                    </button>
                    {programEditable && (
                      <button
                        type="button"
                        className="workspace-button"
                        disabled={!editable}
                        onClick={() => perform('removeEnableInFalse', { addOnId: aoi.uuid })}
                      >
                        Remove EnableInFalse
                      </button>
                    )}
                  </span>
                ) : (
                  programEditable && (
                    <button
                      type="button"
                      className="workspace-button"
                      disabled={!editable}
                      onClick={() => perform('addEnableInFalse', { addOnId: aoi.uuid, language })}
                    >
                      Add EnableInFalse ({LANGUAGE_NAMES[language]})
                    </button>
                  )
                )}
              </li>
            </ul>
          </section>
          <AddOnParameters
            aoi={aoi}
            store={store}
            editable={editable}
            typeNames={typeNames}
            report={setMessage}
          />
        </>
      )}
    </div>
  );
}
