import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { compileProject } from '../compile.ts';
import { parseVarBlocks } from '../iec/varBlock.ts';
import type { Project } from '../model/project.ts';
import { importNeutralText } from '../neutral/import.ts';
import { ReferencePlc } from '../reference/referenceInterpreter.ts';
import { parseSt } from '../st/parse/parseSt.ts';
import { StReference } from '../st/reference/stReference.ts';
import { compileSt } from '../st/compileSt.ts';
import { createEmptyProject } from '../model/emptyProject.ts';
import {
  checksum,
  FULL,
  HOUR_SCANS,
  median,
  runProtocol,
  SCAN_MS,
  type Protocol,
  type Scanner,
} from './protocol.ts';

const programs = new URL('../../bench/programs/', import.meta.url);

/** One benchmark's figures. */
export interface BenchFigures {
  name: string;
  vmMicrosPerScan: number;
  referenceMicrosPerScan: number;
  vmChecksum: string;
  referenceChecksum: string;
  /** Milliseconds to run one hour of plant time (36 000 scans of 100 ms) in one call. */
  hourMillis: number;
}

/** A ladder benchmark: neutral-text rungs with their tags declared in an IEC VAR block. */
async function loadLadderBench(
  name: string,
  ladderFile: string,
  tagsFile: string,
  prefix: string,
): Promise<Project> {
  const [ladder, tags] = await Promise.all([
    readFile(new URL(ladderFile, programs), 'utf8'),
    readFile(new URL(tagsFile, programs), 'utf8'),
  ]);
  const { declarations } = parseVarBlocks(tags);
  let id = 0;
  const { project, diagnostics } = importNeutralText(ladder, {
    declarations,
    projectName: name,
    newId: () => `${prefix}-${++id}`,
  });
  const errors = diagnostics.filter((d) => d.severity !== 'warning');
  if (errors.length > 0) throw new Error(`${name} does not import: ${errors[0]?.message}`);
  return project;
}

/** B1 "ladder mix": the 200 neutral-text rungs with their IEC tag declarations. */
export function loadB1(): Promise<Project> {
  return loadLadderBench('B1 ladder mix', 'b1-ladder.txt', 'b1-tags.st', 'b1');
}

/**
 * B3 "ladder data": 100 rungs, 10 analog channels of 10 rungs each: REAL scaling of a ramping raw count,
 * a ring buffer of 8 REAL samples written through a DINT index, their moving average and an alarm with
 * hysteresis (issue 24).
 */
export function loadB3Ladder(): Promise<Project> {
  return loadLadderBench('B3 ladder data', 'b3-ladder.txt', 'b3-tags.st', 'b3');
}

/**
 * B3 "ladder instructions" (issue 25): 10 process channels of 10 rungs and a subroutine: a ramping raw
 * count scaled by SCP, a PID loop on it, CPT, a LIM window, a BSL tracking register, a FIFO (FFL/FFU) of
 * 8 REAL samples copied by COP, and JSR into a subroutine totalling the channels with CPT, LIM and RET.
 * Its PID tags are in the ladder text's own TAG table (the IEC VAR block has no PID type).
 */
export function loadB3Instructions(): Promise<Project> {
  return loadLadderBench('B3 ladder instructions', 'b3i-ladder.txt', 'b3i-tags.st', 'b3i');
}

function upperCased(values: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k.toUpperCase(), v]));
}

function vmScanner(engine: Engine, input: string): Scanner {
  return {
    setInput: (value) => void engine.set(input, value),
    scans: (n) => void engine.runScans(n, SCAN_MS),
    values: () => upperCased(engine.snapshot()),
  };
}

/** What both reference interpreters (ladder and Structured Text) offer. */
export interface ReferenceRunner {
  prescan(): void;
  scan(dtMs: number): void;
  set(name: string, value: number): void;
  snapshot(): Record<string, number>;
}

/** B2 "ST loop": Structured Text with its own VAR block. */
export async function loadB2(): Promise<Project> {
  const source = await readFile(new URL('b2.st', programs), 'utf8');
  const { declarations } = parseVarBlocks(source);
  let id = 0;
  const { project } = importNeutralText('', {
    declarations,
    projectName: 'B2 ST loop',
    newId: () => `b2-${++id}`,
  });
  return { ...project, programMode: 'ST', stSource: source };
}

/** The reference interpreter matching the project's language. */
export function referenceFor(project: Project): ReferenceRunner {
  if (project.programMode !== 'ST') return new ReferencePlc(project);
  const { inlined, declared } = compileSt(project.stSource, project);
  if (inlined) {
    // User FUNCTION_BLOCKs and FUNCTIONs: the reference runs the program as compiled (calls inlined),
    // over the project with the tags and data types the program declared.
    const withDeclared: Project = {
      ...project,
      tagMap: { ...project.tagMap, ...declared?.tagMap },
      childTagMap: { ...project.childTagMap, ...declared?.childTagMap },
      dataTypes: { ...project.dataTypes, ...declared?.dataTypes },
    };
    return new StReference(withDeclared, inlined, project.stSource);
  }
  const { program } = parseSt(parseVarBlocks(project.stSource).rest);
  return new StReference(project, program, project.stSource);
}

/**
 * B3 "ST data": 10 analog channels in Structured Text (328 lines): a FUNCTION scales a ramping raw count,
 * a FUNCTION_BLOCK keeps an 8-sample moving average in an ARRAY, another raises an alarm with hysteresis
 * after a TON, min/max tracking (issue 24). Its tags are the program's own VAR block.
 */
export async function loadB3St(): Promise<Project> {
  const source = await readFile(new URL('b3.st', programs), 'utf8');
  return { ...createEmptyProject('B3 ST data'), programMode: 'ST', stSource: source };
}

function referenceScanner(plc: ReferenceRunner, input: string): Scanner {
  return {
    setInput: (value) => plc.set(input, value),
    scans: (n) => {
      for (let i = 0; i < n; i++) plc.scan(SCAN_MS);
    },
    values: () => upperCased(plc.snapshot()),
  };
}

/** Runs a benchmark on the VM and on the reference interpreter under the same protocol. */
export async function benchProject(
  name: string,
  project: Project,
  input: string,
  protocol: Protocol = FULL,
): Promise<BenchFigures> {
  const { program, diagnostics } = compileProject(project);
  if (!program) throw new Error(`${name} does not compile: ${diagnostics[0]?.message}`);
  const engine = await loadEngine();
  const now = () => performance.now();

  engine.load(program);
  engine.set(input, 1);
  engine.prescan();
  const vm = vmScanner(engine, input);
  const vmTimes = runProtocol(vm, protocol, now);
  const vmChecksum = checksum(vm.values());

  const plc = referenceFor(project);
  plc.set(input, 1);
  plc.prescan();
  const ref = referenceScanner(plc, input);
  const referenceTimes = runProtocol(ref, protocol, now);
  const referenceChecksum = checksum(ref.values());

  engine.load(program);
  engine.set(input, 1);
  engine.prescan();
  const started = now();
  engine.runScans(HOUR_SCANS, SCAN_MS);
  const hourMillis = now() - started;

  return {
    name,
    vmMicrosPerScan: median(vmTimes),
    referenceMicrosPerScan: median(referenceTimes),
    vmChecksum,
    referenceChecksum,
    hourMillis,
  };
}
