import type { Program } from '@plcsim/engine-wasm';
import { addDeclaredTags } from '../iec/declareTags.ts';
import { parseVarBlocks } from '../iec/varBlock.ts';
import { TagLayout } from '../layout/tagLayout.ts';
import type { Diagnostic } from '../model/diagnostics.ts';
import type { Project } from '../model/project.ts';
import { checkProgram } from './check.ts';
import { emitSt } from './emit.ts';
import { stMessages } from './messages.ts';
import { parseSt } from './parse/parseSt.ts';
import { lineColumn } from './position.ts';
import { TagResolver } from './resolve.ts';

/** A Structured Text compile: the program only when there is no error diagnostic. */
export interface StCompileResult {
  program: Program | null;
  diagnostics: Diagnostic[];
  /** Slot of each tag and child tag id. */
  slotOfId: ReadonlyMap<string, number>;
}

const isError = (d: Diagnostic) => d.severity !== 'warning';

/**
 * Compiles Structured Text over a project's tags: VAR blocks (declaring tags the project lacks; the
 * project's own tags win), parse, check, emit. Fast enough to run after every pause in typing, and never
 * throws: every problem is a diagnostic with a 1-based line and column.
 */
export function compileSt(source: string, project: Project): StCompileResult {
  const none = { program: null, slotOfId: new Map<string, number>() };
  const vars = parseVarBlocks(source);
  const diagnostics: Diagnostic[] = [...vars.diagnostics];
  const existing = new Map(Object.values(project.tagMap ?? {}).map((t) => [t.name.toUpperCase(), t]));
  for (const declaration of vars.declarations) {
    const tag = existing.get(declaration.name.toUpperCase());
    if (tag && tag.data_type !== declaration.type) {
      diagnostics.push({
        source: 'st',
        severity: 'warning',
        message: stMessages.declarationIgnored(declaration.name, declaration.type, tag.data_type),
        line: declaration.line,
        col: declaration.col,
      });
    }
  }
  const withDeclared = vars.declarations.length > 0 ? addDeclaredTags(project, vars.declarations) : project;

  const parsed = parseSt(vars.rest);
  diagnostics.push(...parsed.diagnostics);
  if (diagnostics.some(isError)) return { ...none, diagnostics };

  const resolver = new TagResolver(withDeclared);
  const checked = checkProgram(parsed.program, resolver, source);
  diagnostics.push(...checked.diagnostics);
  if (diagnostics.some(isError)) return { ...none, diagnostics };

  try {
    const layout = new TagLayout(withDeclared);
    const { code, prescanStart, lines } = emitSt(parsed.program, checked.types, resolver, layout, source);
    const initial = layout.initialValues();
    const program: Program = { code, initial, symbols: layout.symbols, prescanStart, lines };
    return { program, diagnostics, slotOfId: layout.slotOfId };
  } catch (error) {
    const message =
      error instanceof RangeError
        ? stMessages.programTooDeep()
        : `Internal compiler error: ${(error as Error).message}`;
    return { ...none, diagnostics: [...diagnostics, { source: 'st', message, ...lineColumn(source, 0) }] };
  }
}
