/**
 * Programs for the ladder view's stories, as Rockwell neutral text with their tag declarations, and
 * bench B1 (the project `loadB1()` in compiler/src/bench/runBench.ts builds, from the same files read
 * through Vite instead of `fs`).
 */
import { importNeutralText, parseVarBlocks, type Project } from '@plcsim/compiler';
import b1Ladder from '../../../compiler/bench/programs/b1-ladder.txt?raw';
import b1Tags from '../../../compiler/bench/programs/b1-tags.st?raw';

/** A ladder program for a story. */
export interface LadderProgram {
  name: string;
  /** Neutral rung text, one rung per line. */
  rungs: string;
  /** IEC declarations for tags that need a type or a starting value. */
  vars?: string;
  /** Aliases by tag name. */
  aliases?: Readonly<Record<string, string>>;
}

/** The project of a program; import diagnostics are ignored (the error story wants its mistakes). */
export function programProject(program: LadderProgram): Project {
  const declarations = program.vars ? parseVarBlocks(program.vars).declarations : [];
  const { project } = importNeutralText(program.rungs, { declarations, projectName: program.name });
  for (const tag of Object.values(project.tagMap)) {
    const alias = program.aliases?.[tag.name];
    if (alias !== undefined) tag.alias = alias;
  }
  return project;
}

/** B1 "ladder mix": 200 rungs. */
export function b1Project(): Project {
  const { declarations } = parseVarBlocks(b1Tags);
  let id = 0;
  return importNeutralText(b1Ladder, {
    declarations,
    projectName: 'B1 ladder mix',
    newId: () => `b1-${++id}`,
  }).project;
}

const IO_ALIASES = { DI0: 'PB1', DI1: 'PB2', DI2: 'LS1', DO0: 'M1', DO1: 'LAMP1', DO2: 'SOL1' };

export const BIT: LadderProgram = {
  name: 'Bit instructions',
  rungs: [
    '[XIC(DI0),XIC(DO0)]XIO(DI1)OTE(DO0);',
    'XIC(DI0)ONS(OneShot)OTL(DO1);',
    'XIC(DI1)OTU(DO1);',
    'XIC(DI0)OSR(RiseStore,Rise);',
    'XIC(DI0)OSF(FallStore,Fall);',
  ].join('\n'),
  aliases: IO_ALIASES,
};

export const TIMER: LadderProgram = {
  name: 'Timers',
  rungs: [
    'XIC(DI0)TON(T1,5000,0);',
    'XIO(DI0)TOF(T2,3000,0);',
    'XIC(DI0)RTO(T3,8000,1200);',
    'XIC(DI1)RES(T3);',
    'XIC(T1.DN)OTE(DO0);',
  ].join('\n'),
  aliases: IO_ALIASES,
};

export const COUNTER: LadderProgram = {
  name: 'Counters',
  rungs: ['XIC(DI0)CTU(C1,10,3);', 'XIC(DI0)CTD(C2,5,5);', 'XIC(C1.DN)OTE(DO0);', 'XIC(DI1)RES(C1);'].join(
    '\n',
  ),
  aliases: IO_ALIASES,
};

export const MATH: LadderProgram = {
  name: 'Math',
  rungs: [
    'XIC(DI0)ADD(Count,5,Sum);',
    'XIC(DI0)SUB(Sum,2,Difference);',
    'XIC(DI0)MUL(Count,3,Product);',
    'XIC(DI0)DIV(Product,4,Quotient);',
    'XIC(DI0)MOD(Count,4,Remainder);',
    'XIC(DI0)MOV(Quotient,Copy);',
  ].join('\n'),
  vars: 'VAR Count : DINT := 7; Sum, Difference, Product, Quotient, Remainder, Copy : DINT; END_VAR',
  aliases: IO_ALIASES,
};

export const COMPARE: LadderProgram = {
  name: 'Compare',
  rungs: [
    'EQU(Level,7)OTE(DO0);',
    'NEQ(Level,7)OTE(DO1);',
    'GRT(Level,5)OTE(DO2);',
    'GEQ(Level,Limit)OTE(DO3);',
    'LES(Level,5)OTE(DO4);',
    'LEQ(Level,Limit)OTE(DO5);',
  ].join('\n'),
  vars: 'VAR Level : DINT := 7; Limit : DINT := 9; END_VAR',
  aliases: IO_ALIASES,
};

export const NESTED: LadderProgram = {
  name: 'Nested branches',
  rungs: [
    '[XIC(DI0),XIC(DO0)[XIO(DI2),XIC(DI3)[XIC(DI4),XIO(DI5),]]]XIO(DI1)[OTE(DO0),TON(T1,2000,0),XIC(T1.DN)OTE(DO1)];',
    'XIC(DO0)[XIC(T1.TT),XIC(T1.DN)[XIO(DI2),XIC(DI3)]]OTE(DO2);',
  ].join('\n'),
  aliases: IO_ALIASES,
};

export const ERRORS: LadderProgram = {
  name: 'Errors',
  rungs: ['XIC(?)OTE(DO0);', 'XIC(DI0)ADD(?,1,?);', 'XIC(DI0)TON(?,1000,0);', 'XIC(DI0)OTE(DO1);'].join('\n'),
  aliases: IO_ALIASES,
};

export const SEAL_IN: LadderProgram = {
  name: 'Start/stop seal-in',
  rungs: ['[XIC(DI0),XIC(DO0)]XIO(DI1)OTE(DO0);', 'XIC(DO0)TON(T1,3000,0);', 'XIC(T1.DN)OTE(DO1);'].join(
    '\n',
  ),
  aliases: IO_ALIASES,
};
