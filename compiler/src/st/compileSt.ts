import { Op, type Program, type RoutineSpan } from '@plcsim/engine-wasm';
import type { RoutineCalls, RoutineHooks } from '../routines/calls.ts';
import { subroutines } from '../routines/names.ts';
import { addDeclaredTags } from '../iec/declareTags.ts';
import { readProgramUnits } from '../iec/programUnits.ts';
import { extractUnits } from '../iec/unitSource.ts';
import { parseVarBlocks, type VarDeclaration } from '../iec/varBlock.ts';
import { TagLayout } from '../layout/tagLayout.ts';
import type { Diagnostic } from '../model/diagnostics.ts';
import { iecTypeText } from '../model/dataTypes.ts';
import type { Project, Tag } from '../model/project.ts';
import { FB_PINS, FbInstances, fbTagType, type FbDeclaration } from './blocks.ts';
import { checkProgram, type StContext } from './check.ts';
import { blankQualifiers, checkQualifiers, declareTypes } from './declareTypes.ts';
import { emitSt } from './emit.ts';
import { inlineCalls } from './inline.ts';
import { readUserUnits } from './userUnits.ts';
import { withEnumValues } from './enumValues.ts';
import { stMessages } from './messages.ts';
import { parseSt } from './parse/parseSt.ts';
import { lineColumn } from './position.ts';
import type { StProgram } from './ast.ts';
import { TagResolver } from './resolve.ts';

/** A Structured Text compile: the program only when there is no error diagnostic. */
export interface StCompileResult {
  program: Program | null;
  diagnostics: Diagnostic[];
  /** Slot of each tag and child tag id. */
  slotOfId: ReadonlyMap<string, number>;
  /**
   * The tags the program's VAR blocks declared that the project lacks (with their child tags), as the
   * program runs them: their ids are keys of `slotOfId`. Absent when there are none.
   */
  declared?: DeclaredTags;
  /** With user FUNCTION_BLOCKs or FUNCTIONs: the program as run, calls inlined (for the reference interpreter). */
  inlined?: StProgram;
  /** With ladder subroutines and `trackPower`: slot of each of their elements' energised state. */
  powerSlots?: ReadonlyMap<string, number>;
}

/** Tags (and data types) a program declared for itself (not in the project). */
export type DeclaredTags = Pick<Project, 'tagMap' | 'childTagMap'> & Pick<Project, 'dataTypes'>;

/**
 * The subroutine machinery (issue 25: the calls, the subroutines' emitting; st/stSubroutines.ts), which
 * only a program with subroutines needs: `@plcsim/compiler/st` leaves it out so that a page running a
 * program without subroutines does not download it, `@plcsim/compiler/st-routines` gives it.
 */
export interface StSubroutines {
  /** A program's calls (JSR and CALL words patched once every routine's entry is known). */
  calls(): RoutineCalls;
  /** Emits the subroutines after the Main Routine's code (`context.into`), into one program. */
  emit(
    project: Project,
    layout: TagLayout,
    context: StContext,
    routines: RoutineHooks | undefined,
  ): { code: number[]; diagnostics: Diagnostic[]; spans: RoutineSpan[]; powerSlots: Map<string, number> };
}

const isError = (d: Diagnostic) => d.severity !== 'warning';

/**
 * Compiles Structured Text over a project's tags: VAR blocks (declaring tags the project lacks; the
 * project's own tags win), parse, check, emit. Fast enough to run after every pause in typing, and never
 * throws: every problem is a diagnostic with a 1-based line and column.
 */
export function compileSt(
  source: string,
  project: Project,
  routines?: RoutineHooks,
  withSubroutines?: StSubroutines,
): StCompileResult {
  const none = { program: null, slotOfId: new Map<string, number>() };
  const qualified = blankQualifiers(source);
  const extracted = extractUnits(qualified.text);
  const dataTypes = Object.values(project.dataTypes ?? {});
  const projectTypes = dataTypes.map((t) => t.name);
  const vars = parseVarBlocks(extracted.rest, [...dataTypes, ...extracted.units.map((u) => u.name)]);
  const user = readUserUnits(qualified.text, extracted.units, vars, project, projectTypes);
  const typed = declareTypes(project, vars);
  const diagnostics: Diagnostic[] = [
    ...extracted.diagnostics,
    ...user.diagnostics,
    ...vars.diagnostics,
    ...typed.diagnostics,
    ...checkQualifiers(qualified.qualifiers, vars.types),
  ];
  const existing = new Map(Object.values(project.tagMap ?? {}).map((t) => [t.name.toUpperCase(), t]));
  for (const declaration of vars.declarations) {
    const tag = existing.get(declaration.name.toUpperCase());
    const declared = declaredTypeText(declaration);
    const actual = tag ? tagTypeText(tag) : declared;
    if (actual !== declared) {
      diagnostics.push({
        source: 'st',
        severity: 'warning',
        message: stMessages.declarationIgnored(declaration.name, declared, actual),
        line: declaration.line,
        col: declaration.col,
      });
    }
  }
  for (const instance of vars.instances) {
    const tag = existing.get(instance.name.toUpperCase());
    if (tag) {
      diagnostics.push({
        source: 'st',
        severity: 'warning',
        message: stMessages.declarationIgnored(instance.name, instance.type, tag.data_type),
        line: instance.line,
        col: instance.col,
      });
    }
  }
  const withTypes = typed.project;
  const withDeclared =
    vars.declarations.length > 0 ? addDeclaredTags(withTypes, vars.declarations) : withTypes;
  const fbDeclarations: FbDeclaration[] = [
    ...vars.declarations.flatMap((d) => (d.fb ? [{ name: d.name, type: d.fb }] : [])),
    ...vars.instances,
  ];
  const subs = subroutines(project);
  // compileProjectWith turns this into an 'Internal compiler error' diagnostic; a page loads
  // `@plcsim/compiler/st-routines` for a program with subroutines (compilersNeeded).
  if (subs.length > 0 && !withSubroutines)
    throw new Error(
      'this Structured Text compiler compiles no subroutines (@plcsim/compiler/st-routines does).',
    );
  const context: StContext = {
    instances: new FbInstances(fbDeclarations, withDeclared),
    constants: new Set(vars.declarations.filter((d) => d.constant).map((d) => d.name.toUpperCase())),
    routines: new Set(subs.map((r) => r.name.toUpperCase())),
    ...(subs.length > 0 && withSubroutines
      ? { calls: withSubroutines.calls(), into: { code: [], end: Op.END } }
      : {}),
  };

  const units = readProgramUnits(vars.rest);
  diagnostics.push(...units.diagnostics);
  const parsed = parseSt(units.rest);
  diagnostics.push(...parsed.diagnostics);
  if (diagnostics.some(isError)) return { ...none, diagnostics: sorted(diagnostics) };

  const resolver = new TagResolver(withDeclared, typed.enums, typed.enumTags);
  const report = (at: { from: number }, message: string) =>
    diagnostics.push({ source: 'st', severity: 'error', message, ...lineColumn(source, at.from) });
  if (user.units.size > 0)
    diagnostics.push(...unique(user.checkBodies(withTypes, typed.enums, parsed.program.body)));
  const stProgram = inlineCalls(withEnumValues(parsed.program, resolver), user.units, resolver, report);
  if (diagnostics.some(isError)) return { ...none, diagnostics: sorted(diagnostics) };
  const checked = checkProgram(stProgram, resolver, source, context);
  diagnostics.push(...checked.diagnostics);
  if (diagnostics.some(isError)) return { ...none, diagnostics };

  try {
    const layout = new TagLayout(withDeclared);
    const emitted = emitSt(stProgram, checked.types, resolver, layout, source, context);
    const { prescanStart, lines } = emitted;
    let { code } = emitted;
    const subroutineSpans = context.calls && withSubroutines?.emit(withDeclared, layout, context, routines);
    if (subroutineSpans) {
      diagnostics.push(...subroutineSpans.diagnostics);
      if (diagnostics.some(isError)) return { ...none, diagnostics };
      code = Int32Array.from(subroutineSpans.code);
    }
    addIecSymbols(layout, fbDeclarations, resolver);
    const initial = layout.initialValues();
    const program: Program = { code, initial, symbols: layout.symbols, prescanStart, lines };
    if (subroutineSpans) program.routines = subroutineSpans.spans;
    const tags = withDeclared === withTypes ? undefined : declaredTags(withTypes, withDeclared);
    const declared =
      tags || typed.dataTypes
        ? { tagMap: {}, childTagMap: {}, ...tags, ...(typed.dataTypes ? { dataTypes: typed.dataTypes } : {}) }
        : undefined;
    const inlined = user.units.size > 0 ? { inlined: stProgram } : {};
    const powerSlots = subroutineSpans ? { powerSlots: subroutineSpans.powerSlots } : {};
    return {
      program,
      diagnostics,
      slotOfId: layout.slotOfId,
      ...(declared ? { declared } : {}),
      ...inlined,
      ...powerSlots,
    };
  } catch (error) {
    const message =
      error instanceof RangeError
        ? stMessages.programTooDeep()
        : `Internal compiler error: ${(error as Error).message}`;
    return { ...none, diagnostics: [...diagnostics, { source: 'st', message, ...lineColumn(source, 0) }] };
  }
}

/** `DINT`, or `ARRAY[0..9] OF DINT` for an array. */
function declaredTypeText(d: VarDeclaration): string {
  return iecTypeText({
    data_type: d.type,
    ...(d.udt ? { udt: d.udt } : {}),
    ...(d.dimension !== undefined ? { dimension: d.dimension, lower: d.lower ?? 0 } : {}),
  });
}

/** A project tag's type as {@link declaredTypeText} writes it. */
function tagTypeText(tag: Tag): string {
  return iecTypeText(tag);
}

/** Each diagnostic once (a unit's body is checked once, its mistakes may repeat through calls). */
function unique(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.line}:${d.col}:${d.message}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** Diagnostics in source order (the program-unit reader and the parser report separately). */
function sorted(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0));
}

/**
 * Symbols for the IEC names of timers and counters declared with IEC types (`Delay.Q`, `Delay.ET` …), so
 * they can be read and watched by those names too. Hidden pins already have symbols of their own.
 */
function addIecSymbols(
  layout: TagLayout,
  declarations: readonly FbDeclaration[],
  resolver: TagResolver,
): void {
  const byName = new Map(layout.symbols.map((symbol) => [symbol.name.toUpperCase(), symbol]));
  for (const declaration of declarations) {
    const resolved = resolver.resolve(declaration.name);
    if (resolved?.kind !== 'block' || resolved.type !== fbTagType(declaration.type)) continue;
    for (const pin of FB_PINS[declaration.type]) {
      const name = `${resolved.tag.name}.${pin.name}`;
      const member =
        pin.member === null ? undefined : byName.get(`${resolved.tag.name}.${pin.member}`.toUpperCase());
      if (member === undefined || byName.has(name.toUpperCase())) continue;
      const symbol = { name, slot: member.slot, type: pin.type };
      layout.symbols.push(symbol);
      byName.set(name.toUpperCase(), symbol);
    }
  }
}

/** The tags and child tags of `withDeclared` that `project` lacks. */
function declaredTags(project: Project, withDeclared: Project): DeclaredTags | undefined {
  const tagMap = Object.fromEntries(
    Object.entries(withDeclared.tagMap).filter(([id]) => !Object.hasOwn(project.tagMap, id)),
  );
  if (Object.keys(tagMap).length === 0) return undefined;
  const childTagMap = Object.fromEntries(
    Object.entries(withDeclared.childTagMap).filter(([id]) => !Object.hasOwn(project.childTagMap ?? {}, id)),
  );
  return { tagMap, childTagMap };
}
