import { INSTRUCTION_TYPES, normalizeIoSymbol } from '@plcsim/compiler';
import type { ProjectContent } from './content.ts';

/**
 * The summary of a document's tags and instructions that list rows carry instead of the whole maps
 * (a row must stay small whatever the document holds): one entry per distinct known I/O symbol
 * (`{ [symbol]: { io_symbol } }`) and per distinct known instruction type (`{ [type]: { type } }`),
 * the same shape the site's symbol strip and list filters read, plus how many tags and instructions
 * the document has. Its size is bounded by the number of known symbols and types.
 */
export interface ListSummary {
  tagMap: Record<string, { io_symbol: string }>;
  instructionMap: Record<string, { type: string }>;
  tagCount: number;
  instructionCount: number;
}

/** What a list row shows of a document: its name and scene, and the summary of its maps. */
export interface DocumentSummary extends ListSummary {
  projectName: string;
  scene: string;
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(INSTRUCTION_TYPES);

function entries(map: unknown): unknown[] {
  return typeof map === 'object' && map !== null && !Array.isArray(map) ? Object.values(map) : [];
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** The list summary of a document's `tagMap` and `instructionMap`. */
export function listSummary(content: { tagMap?: unknown; instructionMap?: unknown }): ListSummary {
  const tags = entries(content.tagMap);
  const instructions = entries(content.instructionMap);
  const tagMap: ListSummary['tagMap'] = {};
  for (const tag of tags) {
    // Known symbols only (normalizeIoSymbol answers null for others), in their stored spelling.
    const symbol = normalizeIoSymbol(field(tag, 'io_symbol'));
    if (symbol !== null) tagMap[symbol] = { io_symbol: symbol };
  }
  const instructionMap: ListSummary['instructionMap'] = {};
  for (const instruction of instructions) {
    const raw = field(instruction, 'type');
    const type = typeof raw === 'string' ? raw.toUpperCase() : '';
    if (KNOWN_TYPES.has(type)) instructionMap[type] = { type };
  }
  return { tagMap, instructionMap, tagCount: tags.length, instructionCount: instructions.length };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The row summary of a document (name and scene are schema-bounded: at most 100 characters, an id). */
export function documentSummary(content: ProjectContent): DocumentSummary {
  return { projectName: text(content.projectName), scene: text(content.scene), ...listSummary(content) };
}

/**
 * The `summary` attribute items carry beside their `document` (JSON, like the document), so that list
 * queries read a few KB per row instead of the whole document.
 */
export function storedSummary(content: ProjectContent): string {
  return JSON.stringify(documentSummary(content));
}

/** The summary of an item: its `summary` attribute, or (items written before it) its document's. */
export function loadedSummary(summary: unknown, document: () => ProjectContent): DocumentSummary {
  if (typeof summary === 'string') {
    try {
      const parsed = JSON.parse(summary) as Partial<DocumentSummary> | null;
      if (parsed && typeof parsed === 'object' && parsed.tagMap && parsed.instructionMap) {
        return {
          projectName: text(parsed.projectName),
          scene: text(parsed.scene),
          tagMap: parsed.tagMap,
          instructionMap: parsed.instructionMap,
          tagCount: typeof parsed.tagCount === 'number' ? parsed.tagCount : 0,
          instructionCount: typeof parsed.instructionCount === 'number' ? parsed.instructionCount : 0,
        };
      }
    } catch {
      // Damaged: read the document instead.
    }
  }
  return documentSummary(document());
}
