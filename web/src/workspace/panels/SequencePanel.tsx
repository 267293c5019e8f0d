import { useWorkspace } from '../workspaceContext.ts';

const bits = (values: readonly number[]) => (values.length === 0 ? '—' : values.join(' '));

/**
 * The Sequence tab: the test sequence's steps (inputs DI0…, expected outputs DO0…, fast-forward and
 * checks), read as a table. Running and editing the sequence come with problem solving.
 */
export function SequencePanel() {
  const { project } = useWorkspace();
  const steps = project.sequence;
  return (
    <div className="workspace-panel workspace-sequence" role="region" aria-label="Sequence" tabIndex={0}>
      {steps.length === 0 ? (
        <p className="workspace-muted">This program has no test sequence.</p>
      ) : (
        <div className="workspace-table-scroll" role="region" aria-label="Test sequence" tabIndex={0}>
          <table className="workspace-table">
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">Description</th>
                <th scope="col">Inputs</th>
                <th scope="col">Outputs</th>
                <th scope="col">Fast-forward</th>
                <th scope="col">Checks</th>
              </tr>
            </thead>
            <tbody>
              {steps.map((step, index) => (
                <tr key={index}>
                  <td>{index + 1}</td>
                  <td>{step.description}</td>
                  <td className="workspace-mono">{bits(step.inputs)}</td>
                  <td className="workspace-mono">{bits(step.outputs)}</td>
                  <td>{step.fastForward ? `${step.fastForward} ms` : '—'}</td>
                  <td className="workspace-mono">
                    {step.checks.length === 0
                      ? '—'
                      : step.checks
                          .map((c) => `${c.tagName}${c.child ? `.${c.child}` : ''} = ${c.value}`)
                          .join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
