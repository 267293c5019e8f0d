/**
 * Rockwell neutral rung text → project document. See README.md beside this file for the inference rules.
 */
import { PID_TYPE_NAME } from '../model/pidType.ts';
import { addDeclaredTags, randomId } from '../iec/declareTags.ts';
import type { VarDeclaration } from '../iec/varBlock.ts';
import type { Diagnostic } from '../model/diagnostics.ts';
import { createEmptyProject } from '../model/emptyProject.ts';
import type { DataType, Project } from '../model/project.ts';
import { collectTagUses, resolveTagType } from './infer.ts';
import { LadderBuilder } from './ladderBuilder.ts';
import { parseNeutralText } from './parse.ts';
import { TagTable } from './tagTable.ts';
import { addTableTags, readTagSection } from './tagSection.ts';
import { readTypeSection } from './typeSection.ts';
import { readRoutineSections } from './routineSection.ts';
import { readAddOnSections } from './addOnSection.ts';
import { declareAddOnArguments, importAddOns } from './addOnImport.ts';
import { keptAddOnLogic } from './keptAddOnLogic.ts';

/** Adds the TYPE block's data types to a copy of `project`; a name it already has keeps its type. */
function addDataTypes(
  project: Project,
  types: readonly Omit<DataType, 'uuid'>[],
  newId: () => string,
): Project {
  if (types.length === 0) return project;
  const dataTypes = { ...(project.dataTypes ?? {}) };
  for (const type of types) {
    const taken = Object.values(dataTypes).some((t) => t.name.toUpperCase() === type.name.toUpperCase());
    if (taken) continue;
    const uuid = newId();
    dataTypes[uuid] = { uuid, ...type };
  }
  return { ...project, dataTypes };
}

/** Name of a project created by an import. */
export const IMPORTED_PROJECT_NAME = 'Imported Project';

/** Options of {@link importNeutralText}. */
export interface ImportNeutralOptions {
  /** Project to import into (not changed; a copy is returned). Its tags count as declared. */
  project?: Project;
  /** Project name; default the given project's name, else 'Imported Project'. */
  projectName?: string;
  /** Id source for every new tag, child, rung, branch and instruction; default `crypto.randomUUID()`. */
  newId?: () => string;
  /** Declarations (e.g. from `parseVarBlocks`), added as tags before the rungs are read. */
  declarations?: readonly VarDeclaration[];
  /** Add the rungs after the project's rungs instead of replacing its ladder. Default false. */
  append?: boolean;
}

/** What {@link importNeutralText} produced. */
export interface ImportNeutralResult {
  project: Project;
  /** Syntax and operand problems; `rung` is the statement's 0-based index in the text. */
  diagnostics: Diagnostic[];
}

/**
 * Reads neutral rung text (`XIC(A)[XIC(B),XIO(C)]TON(T1,5000,0)OTE(M);`, one rung per `;`) into a
 * project: the given one (its ladder replaced, or appended to with `append`) or a new empty one.
 *
 * Tags come first from `options.project`, then from `options.declarations`, then from the text's tag
 * table (`TAG … END_TAG`, L5K style, the only way to declare an array); names the text uses beyond
 * those are created with a type inferred from their uses (`resolveTagType`). TON/TOF/RTO and CTU/CTD
 * write their preset and accum constants to the tag's PRE and ACC children. Rungs with syntax errors are
 * left out; operands that do not fit their instruction are reported (and kept when they name a tag).
 * Never throws.
 */
export function importNeutralText(text: string, options: ImportNeutralOptions = {}): ImportNeutralResult {
  const newId = options.newId ?? randomId;
  // Add-On Instruction definitions first (addOnSection.ts): the tags below may be their instances.
  const addOnSections = readAddOnSections(text);
  const typeSection = readTypeSection(addOnSections.rest);
  const section = readTagSection(typeSection.rest);
  const routineSections = readRoutineSections(section.rest);
  const parsed = parseNeutralText(routineSections.rest);
  const diagnostics: Diagnostic[] = [
    ...addOnSections.diagnostics,
    ...typeSection.diagnostics,
    ...section.diagnostics,
    ...routineSections.diagnostics,
    ...parsed.diagnostics,
  ];
  const routineRungs = routineSections.routines.map((r) => {
    if (r.language === 'ST') return [];
    const rungs = parseNeutralText(r.body);
    diagnostics.push(...rungs.diagnostics.map((d) => ({ ...d, routine: r.name })));
    return rungs.rungs;
  });
  const typed = addDataTypes(
    addDeclaredTags(
      options.project ?? createEmptyProject(IMPORTED_PROJECT_NAME),
      options.declarations ?? [],
      newId,
    ),
    typeSection.types,
    newId,
  );
  const addOns = importAddOns(typed, addOnSections.blocks, newId, diagnostics, (t, o) =>
    importNeutralText(t, o),
  );
  const declared = addOns.project;
  // A tag of a data type neither the TYPE block nor the project declares is reported and left out.
  const known = new Set(Object.values(declared.dataTypes ?? {}).map((t) => t.name.toUpperCase()));
  known.add(PID_TYPE_NAME); // the built-in PID structure
  for (const aoi of declared.addOnInstructions ?? []) known.add(aoi.name.toUpperCase());
  const tableTags = section.declarations.filter((d) => {
    if (d.udt === undefined || known.has(d.udt.toUpperCase())) return true;
    diagnostics.push({
      source: 'ladder',
      severity: 'error',
      message: `Unknown data type '${d.udt}' for ${d.name}`,
      line: d.line,
      col: d.typeCol ?? d.col,
    });
    return false;
  });
  const base = addTableTags(declared, tableTags, newId);

  const tags = new TagTable(base, newId);
  declareAddOnArguments([...parsed.rungs, ...routineRungs.flat()], tags, base.addOnInstructions);
  const isReal = (name: string) => tags.find(name)?.data_type === 'REAL';
  for (const use of collectTagUses([...parsed.rungs, ...routineRungs.flat()], isReal).values()) {
    if (!tags.find(use.name)) tags.create(use.name, resolveTagType(use.evidence));
  }

  const append = options.append === true;
  const builder = new LadderBuilder(tags, newId, diagnostics, append ? base : keptAddOnLogic(base));
  const rungs = parsed.rungs.map((rung) => builder.rung(rung));
  const routines = routineSections.routines.map((block, i) => {
    const from = diagnostics.length;
    const ids = (routineRungs[i] ?? []).map((rung) => builder.rung(rung));
    for (let d = from; d < diagnostics.length; d++)
      diagnostics[d] = { ...diagnostics[d], routine: block.name } as Diagnostic;
    return {
      uuid: newId(),
      name: block.name,
      language: block.language,
      rungs: ids,
      stSource: block.stSource,
    };
  });
  const keptRoutines = append ? [...(base.routines ?? []), ...routines] : routines;

  const project: Project = {
    ...base,
    projectName: options.projectName ?? base.projectName,
    tagMap: tags.tagMap,
    childTagMap: tags.childTagMap,
    rungs: append ? [...base.rungs, ...rungs] : rungs,
    rungMap: { ...builder.rungMap, ...addOns.maps.rungMap },
    branchMap: { ...builder.branchMap, ...addOns.maps.branchMap },
    instructionMap: { ...builder.instructionMap, ...addOns.maps.instructionMap },
  };
  if (keptRoutines.length > 0) project.routines = keptRoutines;
  else delete project.routines;
  diagnostics.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0));
  return { project, diagnostics };
}
