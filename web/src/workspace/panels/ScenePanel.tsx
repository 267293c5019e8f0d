import { applyScene, SCENE_CATALOGUE, SCENE_PICKER, type SceneId } from '@plcsim/compiler';
import { SceneCanvas, useSimulatorState } from '@plcsim/widget';
import { useId } from 'react';
import { useWorkspace } from '../workspaceContext.ts';

/**
 * The Scene tab (spec 000 §2, §4 "Scene change"): the live scene; for your own project with no scene
 * yet, a picker of scenes sorted by name (choosing one adds its tags); a reset button that puts the
 * scene back as it was when loaded.
 */
export function ScenePanel() {
  const { project, own, setProject, controller, content } = useWorkspace();
  const state = useSimulatorState(controller);
  const running = state.mode === 'RUN';
  const id = useId();
  const scene = project.scene as SceneId;
  const definition = SCENE_CATALOGUE[scene];

  const choose = (sceneId: string) => {
    const next = applyScene(project, sceneId, () => crypto.randomUUID());
    if (next) setProject(next);
  };
  // Reset: the scene variables and scene tags' values as the content was loaded (spec 000 §4).
  const reset = () => {
    const saved = content.project;
    const tagMap = { ...project.tagMap };
    for (const [key, tag] of Object.entries(saved.tagMap))
      if (tagMap[key]) tagMap[key] = { ...tagMap[key], value: tag.value };
    setProject({ ...project, sceneVars: { ...saved.sceneVars }, tagMap });
    controller.load({ ...project, sceneVars: { ...saved.sceneVars }, tagMap });
  };

  return (
    <div className="workspace-panel workspace-scene" role="region" aria-label="Scene" tabIndex={0}>
      <div className="workspace-scene__bar">
        <h2 className="workspace-scene__name">{definition?.name ?? scene}</h2>
        {!running && scene !== 'EMPTY' && (
          <button
            type="button"
            className="workspace-button"
            onClick={reset}
            title="Reset the scene to its saved state"
          >
            Reset scene
          </button>
        )}
      </div>
      {scene === 'EMPTY' ? (
        own ? (
          <div className="workspace-scene__picker">
            <label htmlFor={id}>Choose a scene</label>
            <select id={id} value="" disabled={running} onChange={(event) => choose(event.target.value)}>
              <option value="" disabled>
                Pick a scene…
              </option>
              {SCENE_PICKER.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="workspace-muted">This program has no scene.</p>
        )
      ) : (
        <>
          <SceneCanvas
            scene={scene}
            engine={controller.engine}
            running={running}
            sceneVars={project.sceneVars}
            className="workspace-scene__canvas"
          />
          {definition && <p className="workspace-muted">{definition.summary}</p>}
        </>
      )}
    </div>
  );
}
