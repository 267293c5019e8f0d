/**
 * A course page that installed `@plcsim/widget` from npm: the component, its stylesheet, a project
 * document bundled with the page. Nothing here reaches into the repository's sources but the project
 * document (the canonical start/stop seal-in example on the conveyor, built by `npm run generate`;
 * vite.config.ts serves it as a virtual module).
 */
import { PlcSimulator, type PlcSimulatorProps } from '@plcsim/widget';
import '@plcsim/widget/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import startStop from 'virtual:start-stop-example';

type Project = NonNullable<PlcSimulatorProps['project']>;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root.');
createRoot(root).render(
  <StrictMode>
    <h1>Motor start/stop</h1>
    <PlcSimulator
      project={startStop as unknown as Project}
      autoRun
      panels={['scene', 'ladder', 'io']}
      height="auto"
    />
  </StrictMode>,
);
