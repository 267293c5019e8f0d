import { useSimulatorState } from '@plcsim/widget';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { copyToProject } from './copyToProject.ts';
import {
  download,
  l5xFile,
  MAX_PROJECT_FILE,
  neutralTextFile,
  projectJsonFile,
  readProjectFile,
} from './projectFiles.ts';
import { ToolbarMenu } from './ToolbarMenu.tsx';
import { useWorkspace } from './workspaceContext.ts';

/**
 * The toolbar's file tools: download the project as JSON, open a project file (it opens as a new
 * project), export the ladder as neutral text or the tags and rungs as Studio 5000 L5X.
 */
export function FileMenu() {
  const { project, content, controller } = useWorkspace();
  const running = useSimulatorState(controller).mode === 'RUN';
  const navigate = useNavigate();
  const picker = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const ladder = (project.programMode ?? 'LADDER') === 'LADDER';
  // Downloads carry what is drawn, without the ids of the example or problem it came from.
  const current = () =>
    content.context === 'project' || content.context === 'new' ? project : copyToProject(project, content);

  const open = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_PROJECT_FILE) {
      setMessage('This file is too large to be a project.');
      return;
    }
    const read = readProjectFile(await file.text());
    if ('error' in read) {
      setMessage(read.error);
      return;
    }
    setMessage(null);
    controller.stop();
    navigate('/', { state: { copy: read.project } });
  };

  return (
    <ToolbarMenu label="File">
      <button type="button" className="workspace-button" onClick={() => download(projectJsonFile(current()))}>
        Download project (.json)
      </button>
      <button
        type="button"
        className="workspace-button"
        disabled={running}
        onClick={() => picker.current?.click()}
      >
        Open project file…
      </button>
      <input
        ref={picker}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label="Project file"
        onChange={(event) => {
          void open(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <button
        type="button"
        className="workspace-button"
        disabled={!ladder}
        onClick={() => download(neutralTextFile(current()))}
      >
        Export ladder as text
      </button>
      <button
        type="button"
        className="workspace-button"
        onClick={() => {
          void l5xFile(current()).then(
            (file) => {
              download(file);
              setMessage(file.warnings.length > 0 ? file.warnings.join(' ') : null);
            },
            () => setMessage('The Studio 5000 export could not load. Check your connection and try again.'),
          );
        }}
      >
        Export for Studio 5000 (.L5X)
      </button>
      {message && (
        <p role="alert" className="workspace-menu__message">
          {message}
        </p>
      )}
    </ToolbarMenu>
  );
}
