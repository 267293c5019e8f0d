/**
 * Rungs as Rockwell neutral text (issue 13): a rung's text for the text editor, the text of rungs to copy
 * or cut, and reading text back into the document (`replaceRungText`, `pasteRungs`) with the neutral
 * importer, so missing tags are created with the types the importer infers from their uses.
 */
import { exportNeutralText, importNeutralText, type Diagnostic, type Project } from '@plcsim/compiler';
import { conditionsAhead, own, rungSubtree } from './ladderIndex.ts';
import { NO_FRESH_ID } from './result.ts';
import type { EditorEnv } from './types.ts';

/**
 * The main rung `rungId` as neutral text, e.g. `XIC(Start)[XIC(Run),XIO(Stop)]OTE(Motor);` (no line
 * break); '' when there is no such rung. Timers and counters print their PRE and ACC children's values,
 * unset operands `?`.
 */
export function rungText(project: Project, rungId: string): string {
  if (!own(project.rungMap, rungId)) return '';
  return exportNeutralText({ ...project, rungs: [rungId] }).trimEnd();
}

/**
 * The text of the main rungs `rungIds`, in ladder order (not the order of `rungIds`), one rung per line
 * with a final line break, as the exporter and Studio 5000's ASCII editor write them; ids that are not
 * main rungs are skipped ('' when none is left).
 */
export function copyRungs(project: Project, rungIds: readonly string[]): string {
  const wanted = new Set(rungIds);
  const rungs = project.rungs.filter((id) => wanted.has(id) && own(project.rungMap, id) !== undefined);
  return exportNeutralText({ ...project, rungs });
}

/** What {@link readRungs} gives: the document with the text's rungs added at the end, or a refusal. */
export type ReadRungs = { project: Project; rungIds: string[] } | { refused: string };

/** The parser's report of a last rung missing only its `;` (the rung is kept, so it is accepted here). */
const MISSING_LAST_SEMICOLON = "Expected ';', got end of input";

/** `line:col: message`, without the importer's `(rung n)` suffix. */
export function diagnosticText(diagnostic: Diagnostic): string {
  const message = diagnostic.message.replace(/ \(rung \d+\)$/, '');
  return diagnostic.line === undefined ? message : `${diagnostic.line}:${diagnostic.col ?? 1}: ${message}`;
}

/** Thrown by the id source when `env.newId` gives no fresh id; caught in {@link readRungs}. */
class NoFreshId extends Error {}

/** Ids from `env.newId` that the document does not use and that were not given before. */
function idSource(project: Project, env: EditorEnv): () => string {
  const given = new Set<string>();
  const maps = [
    project.tagMap,
    project.childTagMap,
    project.rungMap,
    project.branchMap,
    project.instructionMap,
  ];
  return () => {
    for (let tries = 0; tries < 1000; tries++) {
      const id = env.newId();
      if (id !== '' && !given.has(id) && !maps.some((map) => Object.hasOwn(map, id))) {
        given.add(id);
        return id;
      }
    }
    throw new NoFreshId(NO_FRESH_ID);
  };
}

/** `next` when it holds the same entries as `previous`, else `previous` (keeps unchanged maps' identity). */
function sameOr<T>(previous: Record<string, T>, next: Record<string, T>): Record<string, T> {
  const keys = Object.keys(next);
  const same =
    keys.length === Object.keys(previous).length &&
    keys.every((key) => Object.hasOwn(previous, key) && previous[key] === next[key]);
  return same ? previous : next;
}

/**
 * Reads neutral text (one or more rungs, `;`-terminated; a last `;` may be missing) into the document:
 * the rungs are appended to `rungs` (the callers move them), with fresh ids from `env.newId`; the
 * result's `rungMap`, `branchMap` and `instructionMap` are new objects the caller may edit in place. Names
 * resolve to the document's tags (by name, then alias, any case; `T1.DN` to a child); every other name
 * becomes a new tag typed from its uses as `importNeutralText` does (TON → TIMER with its children, math
 * destination → DINT, contact → BOOL, `DI{n}`/`DO{n}` get I/O symbols). Timer and counter presets and
 * accums are written to the tag's PRE and ACC children. Refused — with the first error as
 * `line:col: message` — on a syntax error, an unknown instruction, a wrong operand count or an operand
 * that does not fit its instruction, and when a condition follows an output in a rung or leg (the
 * editor keeps conditions first).
 */
export function readRungs(project: Project, text: string, env: EditorEnv): ReadRungs {
  let result: ReturnType<typeof importNeutralText>;
  try {
    result = importNeutralText(text, { project, append: true, newId: idSource(project, env) });
  } catch (error) {
    if (error instanceof NoFreshId) return { refused: NO_FRESH_ID };
    throw error;
  }
  const error = result.diagnostics.find(
    (d) => d.severity === 'error' && d.message !== MISSING_LAST_SEMICOLON,
  );
  if (error) return { refused: diagnosticText(error) };
  const read = result.project;
  const rungIds = read.rungs.slice(project.rungs.length);
  for (const [i, rungId] of rungIds.entries()) {
    for (const legId of rungSubtree(read, rungId).rungs) {
      if (!conditionsAhead(read, own(read.rungMap, legId)?.elements ?? [])) {
        return {
          refused:
            `Rung ${i + 1} of the text has a condition after an output; ` +
            'conditions come first in a rung or branch leg.',
        };
      }
    }
  }
  return {
    project: {
      ...read,
      tagMap: sameOr(project.tagMap, read.tagMap),
      childTagMap: sameOr(project.childTagMap, read.childTagMap),
    },
    rungIds,
  };
}
