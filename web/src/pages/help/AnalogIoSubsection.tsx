import { HELP_ANCHORS } from './helpSections.ts';
import { CodeBlock, ScrollTable } from './HelpBlocks.tsx';

interface AnalogKind {
  name: string;
  /** The io_symbol value. */
  symbol: string;
  alias: string;
  /** How it looks and how you operate it in the IO tab. */
  use: string;
}

/** The four analog symbols (issue 26), inputs first. */
const ANALOG_KINDS: readonly AnalogKind[] = [
  {
    name: 'Potentiometer (slider)',
    symbol: 'POTENTIOMETER',
    alias: 'POT',
    use: 'An analog input you set with a slider: drag it with the mouse or a finger, or focus it and use the arrow keys (1 % of the range), Page Up/Page Down (10 %), Home and End. Its value and unit show beside it.',
  },
  {
    name: 'Numeric input',
    symbol: 'NUMERIC_INPUT',
    alias: 'NUM',
    use: 'An analog input you type: enter a number and press Enter. A value outside the range is set to the nearest end.',
  },
  {
    name: 'Analog gauge',
    symbol: 'ANALOG_GAUGE',
    alias: 'GAUGE',
    use: 'An analog output drawn as a bar that fills over its range, with the value and unit beside it.',
  },
  {
    name: 'Numeric display',
    symbol: 'NUMERIC_DISPLAY',
    alias: 'DISP',
    use: 'An analog output shown as digits, like a panel meter.',
  },
];

const RAW_EXAMPLE = `(* Ladder: SCP(AI0_Raw, 0, 32767, 0.0, 100.0, Level) does the same *)
Level := DINT_TO_REAL(AI0_Raw) * 100.0 / 32767.0;`;

/** Analog inputs and outputs: AI/AO REAL tags, their range, their symbols and the raw form AIx_Raw. */
export function AnalogIoSubsection() {
  return (
    <>
      <h3 id={HELP_ANCHORS.analogChannels} tabIndex={-1}>
        Analog inputs and outputs
      </h3>
      <p>
        A transmitter measures a quantity (a level, a temperature, a pressure) and a proportional valve or a
        heater takes one. These are <dfn>analog channels</dfn>, each a <code>REAL</code> tag in engineering
        units:
      </p>
      <ul>
        <li>
          Tags named <code>AI{'{n}'}</code> (<code>AI0</code>, <code>AI1</code>, …) are{' '}
          <strong>analog inputs</strong>: values the program reads.
        </li>
        <li>
          Tags named <code>AO{'{n}'}</code> (<code>AO0</code>, …) are <strong>analog outputs</strong>: values
          the program writes.
        </li>
      </ul>
      <p>
        Each channel has a <dfn>range</dfn>, a minimum, a maximum and a unit: the span of its slider or gauge.
        It is 0 to 100 % unless the channel (or the scene that brings it) sets another. Pick an analog symbol
        in the I/O palette to add the next free <code>AI</code> or <code>AO</code> channel; the IO tab shows
        it, and you operate its inputs while the PLC runs. An analog input that a scene measures follows the
        scene and is shown read-only.
      </p>
      <ScrollTable caption="Analog devices">
        <table>
          <caption>Analog devices</caption>
          <thead>
            <tr>
              <th scope="col">Device</th>
              <th scope="col">Symbol</th>
              <th scope="col">Alias</th>
              <th scope="col">In the IO tab</th>
            </tr>
          </thead>
          <tbody>
            {ANALOG_KINDS.map((row) => (
              <tr key={row.symbol}>
                <th scope="row">{row.name}</th>
                <td>
                  <code>{row.symbol}</code>
                </td>
                <td>
                  <code>{row.alias}1</code>, <code>{row.alias}2</code>, …
                </td>
                <td>{row.use}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <h4>The raw form: AIx_Raw, 0 to 32767 (4–20 mA)</h4>
      <p>
        A real analog input card does not deliver engineering units. The transmitter sends a current from 4 mA
        (bottom of its range) to 20 mA (top), and the card turns it into a number of counts; a Logix card
        configured for 0 to 32767 gives <code>0</code> at 4 mA and <code>32767</code> at 20 mA. To practise
        scaling, add a <code>DINT</code> tag named after the channel with <code>_Raw</code>, such as{' '}
        <code>AI0_Raw</code>: whenever <code>AI0</code> is set (by its slider or by a scene) the simulator
        also writes <code>AI0_Raw = round((AI0 − min) / (max − min) × 32767)</code>, kept within 0 to 32767.
        Your program scales it back to units with <code>SCP</code> or a line of math:
      </p>
      <CodeBlock label="Scaling AI0_Raw back to 0 to 100 %">{RAW_EXAMPLE}</CodeBlock>
      <h4>Watching a loop: the Trend tab</h4>
      <p>
        The <strong>Trend</strong> tab plots tags over plant time, one sample per 100 ms scan, fast-forwards
        included. In a project with analog channels it starts with them: a setpoint tag, the inputs, then the
        outputs, with channels in % on their own axis on the right. Tick the tags below the plot to choose
        others.
      </p>
    </>
  );
}
