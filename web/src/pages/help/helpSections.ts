/** One entry of the Help page's table of contents: a section (or sub-section) and its anchor. */
export interface HelpTocEntry {
  /** Element id of the section, used as the URL fragment (`/help#{id}`). */
  id: string;
  /** Heading text, shown in the table of contents and as the section's heading. */
  title: string;
  /** Sub-sections listed under this entry. */
  children?: readonly HelpTocEntry[];
}

/** Anchor ids that other parts of the site link to (spec 000 §2: /help#creating-problems, #structured-text). */
export const HELP_ANCHORS = {
  gettingStarted: 'getting-started',
  scanCycle: 'scan-cycle',
  inputsOutputs: 'inputs-outputs',
  /** Linked from the teaching warning on XIO of an NC input (the compiler's NORMALLY_CLOSED_HELP). */
  normallyClosed: 'normally-closed-inputs',
  /** Analog channels AI/AO, their symbols and the raw form AIx_Raw (issue 26). */
  analogChannels: 'analog-channels',
  scenes: 'scenes',
  instructions: 'instructions',
  bitInstructions: 'bit-instructions',
  timerInstructions: 'timer-instructions',
  counterInstructions: 'counter-instructions',
  mathInstructions: 'math-instructions',
  compareInstructions: 'compare-instructions',
  fileInstructions: 'file-instructions',
  programControlInstructions: 'program-control-instructions',
  subroutines: 'subroutines',
  addOnInstructions: 'add-on-instructions',
  processInstructions: 'process-instructions',
  teachingWarnings: 'teaching-warnings',
  dataTypes: 'data-types',
  realValues: 'real-values',
  arrays: 'arrays',
  structures: 'structures',
  structuredText: 'structured-text',
  creatingProblems: 'creating-problems',
} as const;

/** The Help page's sections in reading order. */
export const helpToc: readonly HelpTocEntry[] = [
  { id: HELP_ANCHORS.gettingStarted, title: 'Getting started' },
  { id: HELP_ANCHORS.scanCycle, title: 'The scan cycle' },
  { id: HELP_ANCHORS.inputsOutputs, title: 'Inputs and outputs' },
  { id: HELP_ANCHORS.scenes, title: 'Scenes' },
  {
    id: HELP_ANCHORS.instructions,
    title: 'Instructions',
    children: [
      { id: HELP_ANCHORS.bitInstructions, title: 'Bit instructions' },
      { id: HELP_ANCHORS.timerInstructions, title: 'Timer instructions' },
      { id: HELP_ANCHORS.counterInstructions, title: 'Counter instructions' },
      { id: HELP_ANCHORS.mathInstructions, title: 'Math instructions' },
      { id: HELP_ANCHORS.compareInstructions, title: 'Compare instructions' },
      { id: HELP_ANCHORS.fileInstructions, title: 'File/Misc instructions' },
      { id: HELP_ANCHORS.programControlInstructions, title: 'Program control instructions' },
      { id: HELP_ANCHORS.subroutines, title: 'Subroutines' },
      { id: HELP_ANCHORS.addOnInstructions, title: 'Add-On Instructions' },
      { id: HELP_ANCHORS.processInstructions, title: 'Process control: PID' },
      { id: HELP_ANCHORS.teachingWarnings, title: 'Teaching warnings' },
    ],
  },
  {
    id: HELP_ANCHORS.dataTypes,
    title: 'Tag data types',
    children: [
      { id: HELP_ANCHORS.realValues, title: 'REAL values' },
      { id: HELP_ANCHORS.arrays, title: 'Arrays' },
      { id: HELP_ANCHORS.structures, title: 'Data types of your own (structures)' },
    ],
  },
  { id: HELP_ANCHORS.structuredText, title: 'Structured Text' },
  { id: HELP_ANCHORS.creatingProblems, title: 'Creating problems' },
];

/** The table-of-contents entry with this id; every section heading reads its title from here. */
export function tocEntry(id: string): HelpTocEntry {
  const stack = [...helpToc];
  for (let entry = stack.shift(); entry; entry = stack.shift()) {
    if (entry.id === id) return entry;
    stack.push(...(entry.children ?? []));
  }
  throw new Error(`No help section with id "${id}"`);
}
