/**
 * The ladder validation messages of spec 000 §5 "Ladder validation before run or submit", one named
 * constructor each. `rung` is the 0-based index of the main rung in `project.rungs` (branch legs report
 * the index of the main rung that holds them).
 */

/** `Duplicate tag name "{name}" used by {n} tags.` */
export function duplicateTagName(name: string, count: number): string {
  return `Duplicate tag name "${name}" used by ${count} tags.`;
}

/** `Missing rung at index: {i}`, for an id in `project.rungs` that is not in `rungMap`. */
export function missingRung(index: number): string {
  return `Missing rung at index: ${index}`;
}

/** `Missing or invalid tag for instruction {type} (rung {i})`: contacts, coils, ONS, timers, counters, RES. */
export function missingTag(type: string, rung: number): string {
  return `Missing or invalid tag for instruction ${type} (rung ${rung})`;
}

/** `Instruction {type} requires child tags (rung {i})`: a TIMER or COUNTER tag without children. */
export function requiresChildTags(type: string, rung: number): string {
  return `Instruction ${type} requires child tags (rung ${rung})`;
}

/** `Missing child tag "{x}" for {type} (rung {i})`: a timer or counter tag lacking one member. */
export function missingChildTag(child: string, type: string, rung: number): string {
  return `Missing child tag "${child}" for ${type} (rung ${rung})`;
}

/** `Missing or invalid Stor tag for instruction {type} (rung {i})` (OSR, OSF). */
export function missingStor(type: string, rung: number): string {
  return `Missing or invalid Stor tag for instruction ${type} (rung ${rung})`;
}

/** `Missing or invalid Out tag for instruction {type} (rung {i})` (OSR, OSF). */
export function missingOut(type: string, rung: number): string {
  return `Missing or invalid Out tag for instruction ${type} (rung ${rung})`;
}

/** `Missing source A tag for {type} (rung {i})` (math and compares). */
export function missingSourceA(type: string, rung: number): string {
  return `Missing source A tag for ${type} (rung ${rung})`;
}

/** `Missing source B tag for {type} (rung {i})` (math and compares). */
export function missingSourceB(type: string, rung: number): string {
  return `Missing source B tag for ${type} (rung ${rung})`;
}

/** `Missing destination tag for {type} (rung {i})` (math and MOV). */
export function missingDestination(type: string, rung: number): string {
  return `Missing destination tag for ${type} (rung ${rung})`;
}

/**
 * `MOD needs DINT operands: use DIV and SUB for REAL values. (rung {i})`: MOD with a REAL tag or constant
 * (not in the spec; Logix MOD takes REAL, this simulator's MOD is DINT only, docs/decisions.md).
 */
export function modNeedsDint(rung: number): string {
  return `MOD needs DINT operands: use DIV and SUB for REAL values. (rung ${rung})`;
}

/** `Missing source tag for {type} (rung {i})` (MOV). */
export function missingSource(type: string, rung: number): string {
  return `Missing source tag for ${type} (rung ${rung})`;
}

/** `Unknown or unsupported instruction type "{type}" (rung {i})`. */
export function unknownInstruction(type: string, rung: number): string {
  return `Unknown or unsupported instruction type "${type}" (rung ${rung})`;
}

/** `Unknown element type with UUID "{id}" (rung {i})`: an element id in neither map, or a missing leg. */
export function unknownElement(id: string, rung: number): string {
  return `Unknown element type with UUID "${id}" (rung ${rung})`;
}

// The tree shape of the ladder (structure.ts). Not in the spec, which assumes the editor's documents:
// these refuse documents built or edited by hand that no editor could produce.

/** `Rung "{id}" is used more than once (rung {i})`: a main rung listed twice, or a leg in two branches. */
export function rungReused(id: string, rung: number): string {
  return `Rung "${id}" is used more than once (rung ${rung})`;
}

/** `Rung "{id}" is a main rung and also a branch leg (rung {i})`. */
export function mainRungAsLeg(id: string, rung: number): string {
  return `Rung "${id}" is a main rung and also a branch leg (rung ${rung})`;
}

/** `Branch "{id}" is used more than once (rung {i})`. */
export function branchReused(id: string, rung: number): string {
  return `Branch "${id}" is used more than once (rung ${rung})`;
}

/** `Branch "{id}" contains itself (rung {i})`: a leg holds the branch, or a rung that holds it. */
export function branchContainsItself(id: string, rung: number): string {
  return `Branch "${id}" contains itself (rung ${rung})`;
}

/** `Instruction "{id}" is used more than once (rung {i})`. */
export function instructionReused(id: string, rung: number): string {
  return `Instruction "${id}" is used more than once (rung ${rung})`;
}

/** `Branches are nested more than {n} deep (rung {i})`. */
export function branchesTooDeep(max: number, rung: number): string {
  return `Branches are nested more than ${max} deep (rung ${rung})`;
}

// Teaching warnings (teachingWarnings.ts). Not in the spec: remarks on a program that compiles and
// runs, for the learner; `severity: 'warning'` never blocks RUN. Tags are named as `name (alias)`.

/**
 * `{bit} is written by OTE on rungs {a} and {b}: only the last one counts each scan. (rung {b})`, on
 * the second and each later OTE of one bit ("twice on rung {b}" when both are on one rung).
 */
export function doubleCoil(bit: string, firstRung: number, rung: number): string {
  const where = firstRung === rung ? `twice on rung ${rung}` : `on rungs ${firstRung} and ${rung}`;
  return `${bit} is written by OTE ${where}: only the last one counts each scan. (rung ${rung})`;
}

/**
 * `Timer {t} is driven by {first} on rung {a} and by {type} on rung {b}: …`: a second TON, TOF or RTO
 * on one timer.
 */
export function timerDrivenTwice(
  timer: string,
  firstType: string,
  firstRung: number,
  type: string,
  rung: number,
): string {
  return (
    `Timer ${timer} is driven by ${firstType} on rung ${firstRung} and by ${type} on rung ${rung}: ` +
    `each scan one undoes what the other did, so use one timer instruction per timer. (rung ${rung})`
  );
}

/**
 * `Counter {c} is counted up by CTU on rungs {a} and {b}: …`: a second CTU (or CTD) on one counter.
 * One CTU and one CTD on a counter is the normal up/down counter and is not reported.
 */
export function counterDrivenTwice(counter: string, type: string, firstRung: number, rung: number): string {
  const [direction, bit] = type === 'CTD' ? ['down', 'CD'] : ['up', 'CU'];
  return (
    `Counter ${counter} is counted ${direction} by ${type} on rungs ${firstRung} and ${rung}: both share ` +
    `its ${bit} bit, so counts go wrong; put the conditions in a branch before one ${type}. (rung ${rung})`
  );
}

/** `{t}.DN is never read: nothing in the program reacts when timer {t} is done. (rung {i})`. */
export function doneNeverRead(block: string, kind: 'timer' | 'counter', rung: number): string {
  const when = kind === 'timer' ? 'is done' : 'reaches its preset';
  return `${block}.DN is never read: nothing in the program reacts when ${kind} ${block} ${when}. (rung ${rung})`;
}

/**
 * `XIO reads {tag}, a normally closed input: …`: the classic STOP that never passes power. An NC input
 * is 1 at rest, so XIO on it is false until the button is pressed (or the switch opens).
 */
export function xioOnNormallyClosed(tag: string, rung: number): string {
  return (
    `XIO reads ${tag}, a normally closed input: it is 1 at rest, so this contact passes no power ` +
    `until the input opens (the button is pressed). To run while an NC stop button is released, ` +
    `examine it with XIC. (rung ${rung})`
  );
}

/** Help page section explaining normally closed inputs (the web's HELP_ANCHORS.normallyClosed). */
export const NORMALLY_CLOSED_HELP = 'normally-closed-inputs';

/** `Input {tag} is never read, so it has no effect on the program.` */
export function inputNeverRead(tag: string): string {
  return `Input ${tag} is never read, so it has no effect on the program.`;
}

/** `Output {tag} is never written by the program, so it never changes.` */
export function outputNeverWritten(tag: string): string {
  return `Output ${tag} is never written by the program, so it never changes.`;
}
