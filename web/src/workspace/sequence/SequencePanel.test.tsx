import { importNeutralText, type Project } from '@plcsim/compiler';
import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import { SimulatorController } from '@plcsim/widget';
import { EditorStore } from '@plcsim/widget/editor';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkspaceContent } from '../content.ts';
import { SequencePanel } from '../panels/SequencePanel.tsx';
import { SubmissionsPanel } from '../panels/SubmissionsPanel.tsx';
import { WorkspaceApiContext, type WorkspaceApi } from '../workspaceContext.ts';
import { SequenceStore } from './sequenceStore.ts';

let controller: SimulatorController;
beforeAll(async () => {
  controller = SimulatorController.create(await loadEmbeddedEngine());
});

const sealIn = (): Project => importNeutralText('XIC(DI0)OTE(DO0);', { projectName: 'Lamp' }).project;

/** A workspace around `panel` whose document lives in a real EditorStore (one undo step per edit). */
function Harness({
  content,
  children,
  sequence,
}: {
  content: WorkspaceContent;
  children: React.ReactNode;
  sequence: SequenceStore;
}) {
  const [store] = useState(() => new EditorStore(content.project, { controller }));
  const [project, setState] = useState(content.project);
  const own = content.context === 'new' || content.context === 'project';
  const api: WorkspaceApi = {
    content,
    controller,
    project,
    setProject: (next) => {
      store.replace(next);
      setState(store.project);
    },
    programEditable: true,
    own,
    focusPanel: vi.fn(),
    revealElement: vi.fn(),
    chooseLanguage: vi.fn(),
    markSaved: vi.fn(),
    unsaved: false,
    store,
    selectedTagId: null,
    selectTag: vi.fn(),
    sequence,
  };
  return (
    <MemoryRouter>
      <WorkspaceApiContext.Provider value={api}>{children}</WorkspaceApiContext.Provider>
    </MemoryRouter>
  );
}

describe('the Sequence tab', () => {
  it('edits your own sequence: Add Step, the 0/1 cells, Clear all', () => {
    const project = sealIn();
    render(
      <Harness content={{ context: 'new', project, name: 'Lamp' }} sequence={new SequenceStore()}>
        <SequencePanel />
      </Harness>,
    );
    expect(screen.getByText('No steps yet: Add Step makes the first one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to write a test sequence' })).toHaveAttribute(
      'href',
      '/help#creating-problems',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Step' }));
    fireEvent.click(screen.getByRole('button', { name: 'Step 1 input DI0' }));
    expect(screen.getByRole('button', { name: 'Step 1 input DI0' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Step 1 pending' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('button', { name: 'Step 1 input DI0' })).toBeNull();
  });

  it("shows a problem's sequence read-only with Submit, Clear and the prompt; then a verdict", () => {
    const base = sealIn();
    const project: Project = {
      ...base,
      sequence: [{ description: 'Press', inputs: [1], outputs: [1], sets: [], checks: [], fastForward: 0 }],
    };
    const sequence = new SequenceStore();
    render(
      <Harness content={{ context: 'problem', project, name: 'Lamp', id: 'lamp' }} sequence={sequence}>
        <SequencePanel />
      </Harness>,
    );
    expect(screen.getByText('Click "Submit" to validate your program.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add Step' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Step 1 input DI0' })).toBeNull();
    act(() =>
      sequence.graded({
        problem_id: 'lamp',
        solved: false,
        message: 'Some steps failed.',
        precheckErrors: [],
        updatedAt: '2026-11-23T19:00:00.000Z',
        results: [
          {
            index: 0,
            status: 'fail',
            tagName: 'DO0',
            expected: 1,
            actual: 0,
            message: 'Step 1 expected DO0 to be 1 but got 0.',
          },
        ],
      }),
    );
    expect(screen.getByText('Some steps failed.')).toBeInTheDocument();
    expect(
      screen.getByText('Step 1 expected DO0 to be 1 but got 0. Click "Clear" to try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Step 1 failed' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('Click "Submit" to validate your program.')).toBeInTheDocument();
    expect(sequence.getSnapshot().solved).toBe('unknown');
  });

  it('refuses to grade an empty Structured Text program while the ladder has one, naming the tab', () => {
    const project: Project = { ...sealIn(), programMode: 'ST', stSource: '(* nothing yet *)' };
    const sequence = new SequenceStore();
    render(
      <Harness content={{ context: 'problem', project, name: 'Lamp', id: 'lamp' }} sequence={sequence}>
        <SequencePanel />
      </Harness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Submit refused: the project runs Structured Text and its Structured Text program is empty, but the ' +
        'Ladder program has 1 rung. Click the Ladder tab to switch.',
    );
    expect(sequence.getSnapshot().busy).toBe(false);
    expect(sequence.getSnapshot().outcome).toBeNull();
  });

  it("shows 'Error during sequence precheck' with the required tags' data types", () => {
    const project = sealIn();
    const sequence = new SequenceStore();
    render(
      <Harness content={{ context: 'problem', project, name: 'Lamp', id: 'lamp' }} sequence={sequence}>
        <SequencePanel />
      </Harness>,
    );
    const reason = 'Required tag "Delay" is missing: expected data type TIMER.';
    act(() =>
      sequence.graded({
        problem_id: 'lamp',
        solved: false,
        message: 'Error during sequence precheck',
        precheckErrors: [reason],
        updatedAt: '2026-11-23T19:00:00.000Z',
        results: [],
      }),
    );
    expect(screen.getByText('Error during sequence precheck')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show me' })).toBeNull();
  });
});

describe('the Submissions tab', () => {
  const content: WorkspaceContent = { context: 'problem', project: sealIn(), name: 'Lamp', id: 'lamp' };

  it('asks to sign in when signed out', () => {
    const sequence = new SequenceStore();
    sequence.update({ signedIn: false });
    render(
      <Harness content={content} sequence={sequence}>
        <SubmissionsPanel />
      </Harness>,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('lists the latest graded submission with its steps', () => {
    const sequence = new SequenceStore();
    sequence.update({ signedIn: true });
    sequence.graded({
      problem_id: 'lamp',
      solved: true,
      message: 'All steps passed.',
      precheckErrors: [],
      updatedAt: '2026-11-23T19:00:00.000Z',
      results: [{ index: 0, status: 'pass' }],
    });
    render(
      <Harness content={content} sequence={sequence}>
        <SubmissionsPanel />
      </Harness>,
    );
    expect(screen.getByRole('heading', { name: 'Latest submission' })).toBeInTheDocument();
    expect(screen.getByText('Solved')).toBeInTheDocument();
    expect(screen.getByText('Step 1: passed')).toBeInTheDocument();
    expect(document.querySelector('time')).toHaveAttribute('datetime', '2026-11-23T19:00:00.000Z');
  });
});
