import { HELP_ANCHORS } from './helpSections.ts';
import { HelpSection } from './HelpSection.tsx';
import { ScrollTable } from './HelpBlocks.tsx';
import { AnalogIoSubsection } from './AnalogIoSubsection.tsx';

interface IoKind {
  /** What the device is. */
  name: string;
  /** The io_symbol values, as they appear in filters and saved tags. */
  symbols: string;
  /** Alias prefix given to new tags of this kind. */
  alias: string;
  /** What it is used for. */
  use: string;
}

const INPUTS: readonly IoKind[] = [
  {
    name: 'Pushbutton',
    symbols: 'NO_PUSHBUTTON, NC_PUSHBUTTON',
    alias: 'PB',
    use: 'An operator presses it: start, stop, jog, reset.',
  },
  {
    name: 'Limit switch',
    symbols: 'NO_LIMIT_SWITCH, NC_LIMIT_SWITCH',
    alias: 'LS',
    use: 'A moving part touches it: door fully open, cylinder extended, car at a floor.',
  },
  {
    name: 'Float switch',
    symbols: 'NO_FLOAT_SWITCH, NC_FLOAT_SWITCH',
    alias: 'FS',
    use: 'A liquid level reaches it: tank low, tank high.',
  },
  {
    name: 'Pressure switch',
    symbols: 'NO_PRESSURE_SWITCH, NC_PRESSURE_SWITCH',
    alias: 'PS',
    use: 'A pressure passes its set point: compressor low or high pressure.',
  },
  {
    name: 'Temperature switch',
    symbols: 'NO_TEMP_SWITCH, NC_TEMP_SWITCH (listed as …_TEMPERATURE_SWITCH in some filters)',
    alias: 'TS',
    use: 'A temperature passes its set point: heater or mould hot enough.',
  },
];

const OUTPUTS: readonly IoKind[] = [
  {
    name: 'Indicator lamp',
    symbols: 'INDICATOR',
    alias: 'LAMP',
    use: 'A pilot light on a panel or a stack light: running, fault, done.',
  },
  {
    name: 'Motor contactor',
    symbols: 'MOTOR_CONTACTOR',
    alias: 'M',
    use: 'Switches a motor on: conveyor, pump, mixer, door drive.',
  },
  {
    name: 'Solenoid',
    symbols: 'SOLENOID',
    alias: 'SOL',
    use: 'Opens a valve or moves a pneumatic cylinder.',
  },
  {
    name: 'Resistor (heater)',
    symbols: 'RESISTOR',
    alias: 'R',
    use: 'A resistive heating element.',
  },
];

function IoTable({ caption, rows }: { caption: string; rows: readonly IoKind[] }) {
  return (
    <ScrollTable caption={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Device</th>
            <th scope="col">Symbols</th>
            <th scope="col">Alias</th>
            <th scope="col">Typical use</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.alias}>
              <th scope="row">{row.name}</th>
              <td>
                <code>{row.symbols}</code>
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
  );
}

/** Digital input and output tags, their symbols and aliases, and normally open versus normally closed. */
export function InputsOutputsSection() {
  return (
    <HelpSection id={HELP_ANCHORS.inputsOutputs}>
      <p>
        The PLC talks to the machine through digital (on/off) inputs and outputs. Each is a <code>BOOL</code>{' '}
        tag:
      </p>
      <ul>
        <li>
          Tags named <code>DI{'{n}'}</code> (<code>DI0</code>, <code>DI1</code>, …) are{' '}
          <strong>digital inputs</strong>: sensors and buttons that the program reads.
        </li>
        <li>
          Tags named <code>DO{'{n}'}</code> (<code>DO0</code>, <code>DO1</code>, …) are{' '}
          <strong>digital outputs</strong>: devices that the program switches on and off.
        </li>
      </ul>
      <p>
        Add one from the I/O palette in the toolbar (or select a tag and pick another symbol to change its
        device). A new input gets the name <code>DI</code> plus the lowest unused number from 0, a new output{' '}
        <code>DO</code> plus the lowest unused number. It also gets an <dfn>alias</dfn>, a readable second
        name made of the device&apos;s prefix and a running number: the first pushbutton is <code>PB1</code>,
        the second <code>PB2</code>, the first motor <code>M1</code>. Your program can use either the name or
        the alias.
      </p>

      <IoTable caption="Input devices" rows={INPUTS} />
      <IoTable caption="Output devices" rows={OUTPUTS} />

      <h3 id={HELP_ANCHORS.normallyClosed} tabIndex={-1}>
        Normally open and normally closed
      </h3>
      <p>Every input device comes in two kinds, named for the state of its contact when nobody touches it:</p>
      <ul>
        <li>
          <strong>Normally open (NO)</strong>: at rest the contact is open and the input reads <code>0</code>.
          Pressing the button, or reaching the limit, closes it and the input reads <code>1</code>.
        </li>
        <li>
          <strong>Normally closed (NC)</strong>: at rest the contact is closed and the input reads{' '}
          <code>1</code>. Pressing or reaching the limit opens it and the input reads <code>0</code>. That is
          why a new NC tag starts at <code>1</code>.
        </li>
      </ul>
      <p>
        Stop buttons and safety switches are usually NC: if a wire breaks, the input drops to 0 and the
        machine stops, exactly as if the button had been pressed. In the program you therefore examine a stop
        button with <code>XIC</code> (&quot;run while STOP is 1&quot;), not with <code>XIO</code>.
      </p>
      <p>
        <code>XIO(STOP)</code> on an NC stop button is the classic first mistake: at rest STOP is{' '}
        <code>1</code>, so the <code>XIO</code> contact is open and the rung never gets power; the motor only
        runs while STOP is held down. The compiler warns about it in the Errors tab.
      </p>

      <h3>START and STOP</h3>
      <p>
        Scenes add two standard support tags: <code>START</code>, a normally open pushbutton that starts at{' '}
        <code>0</code>, and <code>STOP</code>, a normally closed pushbutton that starts at <code>1</code>.
        They are the inputs of the classic start/stop station (see the seal-in examples under{' '}
        <a href={`#${HELP_ANCHORS.bitInstructions}`}>Bit instructions</a> and{' '}
        <a href={`#${HELP_ANCHORS.structuredText}`}>Structured Text</a>).
      </p>

      <h3>Operating inputs while running</h3>
      <p>
        While the PLC is running, clicking an input toggles it: a click on a <code>0</code> makes it{' '}
        <code>1</code> and the next click makes it <code>0</code> again. A button therefore stays
        &quot;pressed&quot; until you click it a second time. Clicking an NC button turns it from{' '}
        <code>1</code> (released) to <code>0</code> (pressed). Inputs owned by a scene, such as a limit switch
        on the garage door, are also set by the scene&apos;s tick as the machine moves.
      </p>

      <AnalogIoSubsection />
    </HelpSection>
  );
}
