import { COMPUTE_TITLES, type InstructionType } from '@plcsim/compiler';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FILE_TITLES } from '../ladder/fileKinds.ts';
import { SEQUENCER_TITLES } from '../ladder/sequencerKinds.ts';
import { COPY_TOOLS, PROGRAM_CONTROL_TITLES, PROGRAM_CONTROL_TOOLS } from './programControlTools.ts';

/** The toolset tabs and their instructions (spec 000 §2 "Toolbar"). */
export const TOOLSETS: readonly { name: string; types: readonly InstructionType[] }[] = [
  { name: 'Favorites', types: ['XIC', 'XIO', 'OTE'] },
  { name: 'Bit', types: ['XIC', 'XIO', 'ONS', 'OSR', 'OSF', 'OTE', 'OTL', 'OTU'] },
  { name: 'Timer', types: ['TON', 'TOF', 'RTO', 'RES'] },
  { name: 'Counter', types: ['CTU', 'CTD', 'RES'] },
  { name: 'Math', types: ['ADD', 'SUB', 'MUL', 'DIV', 'MOD', 'MOV'] },
  { name: 'Compare', types: ['EQU', 'NEQ', 'GRT', 'GEQ', 'LES', 'LEQ', 'LIM', 'MEQ', 'CMP'] },
  {
    name: 'Compute',
    types: ['CPT', 'NEG', 'ABS', 'SQR', 'SQRT', 'AND', 'OR', 'XOR', 'NOT', 'CLR', 'MVM', 'BTD', 'SCP'],
  },
  {
    name: 'File/Misc',
    types: [...COPY_TOOLS, 'BSL', 'BSR', 'FFL', 'FFU', 'LFL', 'LFU', 'SQO', 'SQI', 'SQL'],
  },
  {
    name: 'Program Control',
    types: ['JSR', 'SBR', 'RET', ...PROGRAM_CONTROL_TOOLS],
  },
  { name: 'Process', types: ['PID'] },
];

/** The drag data type of a toolset button: its instruction type. */
export const INSTRUCTION_DRAG_TYPE = 'application/x-plcsim-instruction';

/** Tooltip text of each instruction. */
export const INSTRUCTION_TITLES: Readonly<Record<string, string>> = {
  XIC: 'Examine If Closed',
  XIO: 'Examine If Open',
  ONS: 'One Shot',
  OSR: 'One Shot Rising',
  OSF: 'One Shot Falling',
  OTE: 'Output Energize',
  OTL: 'Output Latch',
  OTU: 'Output Unlatch',
  TON: 'Timer On Delay',
  TOF: 'Timer Off Delay',
  RTO: 'Retentive Timer On',
  RES: 'Reset',
  CTU: 'Count Up',
  CTD: 'Count Down',
  ADD: 'Add',
  SUB: 'Subtract',
  MUL: 'Multiply',
  DIV: 'Divide',
  MOD: 'Modulo',
  MOV: 'Move',
  EQU: 'Equal',
  NEQ: 'Not Equal',
  GRT: 'Greater Than',
  GEQ: 'Greater Than or Equal',
  LES: 'Less Than',
  LEQ: 'Less Than or Equal',
  ...FILE_TITLES,
  ...PROGRAM_CONTROL_TITLES,
  JSR: 'Jump to Subroutine',
  SBR: 'Subroutine',
  RET: 'Return',
  PID: 'Proportional Integral Derivative',
  ...COMPUTE_TITLES,
  ...SEQUENCER_TITLES,
};

/** Props of `Toolsets`. */
export interface ToolsetsProps {
  /** Inserts an instruction of `type` at the selection. */
  onInsert: (type: InstructionType) => void;
  /** Disabled while running. */
  disabled?: boolean;
  /**
   * The project's Add-On Instructions (issue 25): given, an "Add-On" tab lists them and a click adds
   * a call; an empty list says where to make one.
   */
  addOns?: readonly { name: string; description: string }[] | undefined;
}

/** The Add-On tab's name. */
export const ADD_ON_TOOLSET = 'Add-On';

/**
 * The toolset tabs (an ARIA tablist: arrows, Home and End move between tabs): each panel's buttons
 * insert their instruction at the selection, or can be dragged onto a wire or rung of the ladder.
 */
export function Toolsets({ onInsert, disabled = false, addOns }: ToolsetsProps) {
  const [active, setActive] = useState(0);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const sets: readonly { name: string; types: readonly string[] }[] = addOns
    ? [...TOOLSETS, { name: ADD_ON_TOOLSET, types: addOns.map((aoi) => aoi.name) }]
    : TOOLSETS;
  const toolset = sets[active] ?? sets[0];
  const titles: Record<string, string> = { ...INSTRUCTION_TITLES };
  for (const aoi of addOns ?? []) titles[aoi.name] = aoi.description.trim() || 'Add-On Instruction';
  const focusTab = (index: number) => {
    const next = (index + sets.length) % sets.length;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: sets.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    focusTab(to);
  };
  return (
    <div className="plc-toolsets">
      <div className="plc-toolsets__tabs" role="tablist" aria-label="Instructions" onKeyDown={onKeyDown}>
        {sets.map((set, index) => (
          <button
            key={set.name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
          >
            {set.name}
          </button>
        ))}
      </div>
      <div
        className="plc-toolsets__panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${active}`}
      >
        {toolset?.types.map((type) => (
          <button
            key={type}
            type="button"
            title={`${titles[type] ?? type}: insert at the selection, or drag onto a wire`}
            disabled={disabled}
            draggable={!disabled}
            onDragStart={(event) => {
              event.dataTransfer.setData(INSTRUCTION_DRAG_TYPE, type);
              event.dataTransfer.setData('text/plain', `${type}();`);
              event.dataTransfer.effectAllowed = 'copy';
            }}
            onClick={() => onInsert(type as InstructionType)}
          >
            {type}
          </button>
        ))}
        {toolset?.name === ADD_ON_TOOLSET && toolset.types.length === 0 && (
          <p className="plc-toolsets__empty">
            No Add-On Instructions yet: make one in the Add-On Instructions panel.
          </p>
        )}
      </div>
    </div>
  );
}
