import { ScrollTable } from './HelpBlocks.tsx';

interface ExampleStep {
  description: string;
  input: 0 | 1;
  fastForward: number | null;
  output: 0 | 1;
  check: string;
}

/** A four-step test for the delay-lamp program: DI0 = PB1, DO0 = LAMP1, Delay a TIMER with PRE 3000. */
const STEPS: readonly ExampleStep[] = [
  { description: 'Lamp off at rest', input: 0, fastForward: null, output: 0, check: '' },
  { description: 'Still off after 2 s', input: 1, fastForward: 2000, output: 0, check: 'Delay.ACC = 2100' },
  { description: 'On after 3 s', input: 1, fastForward: 1000, output: 1, check: 'Delay.DN = 1' },
  { description: 'Off when released', input: 0, fastForward: null, output: 0, check: 'Delay.ACC = 0' },
];

/** Scans a step runs: one, or ceil(F / 100) with fast-forward F ms; then one more. */
function scansFor(fastForward: number | null): number {
  return (fastForward ? Math.ceil(fastForward / 100) : 1) + 1;
}

/** A worked test sequence, with the number of scans each step runs. */
export function SequenceExampleTable() {
  return (
    <ScrollTable caption="A test sequence for the delay lamp">
      <table>
        <caption>A test sequence for the delay lamp</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Description</th>
            <th scope="col">Inputs (DI0)</th>
            <th scope="col">Fast-forward (ms)</th>
            <th scope="col">Scans run</th>
            <th scope="col">Outputs (DO0)</th>
            <th scope="col">Check</th>
          </tr>
        </thead>
        <tbody>
          {STEPS.map((step, index) => (
            <tr key={step.description}>
              <td>{index + 1}</td>
              <td>{step.description}</td>
              <td>{step.input}</td>
              <td>{step.fastForward ?? 'empty'}</td>
              <td>{scansFor(step.fastForward)}</td>
              <td>{step.output}</td>
              <td>{step.check ? <code>{step.check}</code> : 'none'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
