import 'vitest-canvas-mock';
import { importNeutralText, type Project } from '@plcsim/compiler';
import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEmbedOptions } from '../embed/options.ts';
import { PlcSimulator, type PlcSimulatorHandle } from '../PlcSimulator.tsx';
import type { SimulatorController } from '../simulator/simulatorController.ts';

const lamp = (): Project => importNeutralText('XIC(DI0)OTE(DO0);', { projectName: 'Lamp' }).project;

afterEach(() => vi.restoreAllMocks());

/** The editor loads on demand (PlcSimulator's lazy import): its first load may take seconds on a busy machine. */
const editor = () => screen.findByRole('button', { name: 'Add Rung' }, { timeout: 20_000 });
const SLOW = 40_000;

describe('<PlcSimulator mode="edit">', () => {
  it(
    'edits the ladder, reloads the simulator, reports onChange and locks editing in RUN',
    async () => {
      const user = userEvent.setup();
      const ref = createRef<PlcSimulatorHandle>();
      const onChange = vi.fn<(project: Project) => void>();
      render(
        <PlcSimulator
          ref={ref}
          project={lamp()}
          mode="edit"
          panels={['ladder', 'io']}
          loadEngine={loadEmbeddedEngine}
          onChange={onChange}
        />,
      );
      const addRung = await editor();
      await user.click(addRung);
      expect(onChange).toHaveBeenCalledTimes(1);
      const edited = onChange.mock.lastCall?.[0];
      expect(edited?.rungs).toHaveLength(2);
      expect(ref.current?.controller?.getSnapshot().project).toBe(edited);
      expect(screen.getByRole('group', { name: 'Rung 1' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'RUN' }));
      expect(ref.current?.controller?.getSnapshot().mode).toBe('RUN');
      expect(screen.getByRole('button', { name: 'Add Rung' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'PROG' }));
      expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();

      // A project loaded through the ref starts a fresh history.
      act(() => ref.current?.load(importNeutralText('XIO(DI1)OTE(DO1);', { projectName: 'Other' }).project));
      expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
      expect(screen.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription('XIO(DI1)OTE(DO1);');
      expect(onChange).toHaveBeenCalledTimes(1);
    },
    SLOW,
  );

  it(
    'takes its project back through `project` without reloading or losing history',
    async () => {
      const user = userEvent.setup();
      const ref = createRef<PlcSimulatorHandle>();
      function Controlled() {
        const [project, setProject] = useState(lamp);
        return (
          <PlcSimulator
            ref={ref}
            project={project}
            mode="edit"
            autoRun
            panels={['ladder']}
            loadEngine={loadEmbeddedEngine}
            onChange={setProject}
          />
        );
      }
      render(<Controlled />);
      await user.click(await screen.findByRole('button', { name: 'PROG' }));
      const load = vi.spyOn(ref.current?.controller as SimulatorController, 'load');
      await user.click(await editor());
      expect(load).toHaveBeenCalledTimes(1);
      expect(ref.current?.controller?.getSnapshot().mode).toBe('PROG');
      await user.click(screen.getByRole('button', { name: 'Undo' }));
      expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled();
      expect(screen.queryByRole('group', { name: 'Rung 1' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it('is an embed mode', () => {
    expect(parseEmbedOptions((name) => (name === 'mode' ? 'edit' : null)).mode).toBe('edit');
  });
});
