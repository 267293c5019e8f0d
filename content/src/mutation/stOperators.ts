/**
 * The Structured Text mutation operators (issue 16): flip a comparison, swap AND and OR, change a
 * constant, delete a statement. Each edits the source text at a site found by stSites.ts.
 * Constants: an integer n becomes n + 1, n − 1 and 0; a time literal is halved, doubled and made
 * T#0ms (as a ladder preset is; ±1 ms is below the 100 ms scan); TRUE and FALSE swap.
 * Issue 27 (REAL values): a comparison with a REAL operand also turns round (`>` ↔ `<`, `>=` ↔ `<=`)
 * and between strict and not (`>` ↔ `>=`, `<` ↔ `<=`); a REAL literal is scaled ×0.9, ×1.1 and
 * negated; LIMIT(MN, IN, MX) gets its bounds swapped.
 */
import type { Project } from '@plcsim/compiler';
import { copyProject } from './ladderTree.ts';
import { realLiteralText, scaledValues } from './numbers.ts';
import { stRealTest } from './realValues.ts';
import { stSites, type Site } from './stSites.ts';
import type { Mutant, Operator } from './types.ts';

/** `<` ↔ `>=`, `>` ↔ `<=`, `=` ↔ `<>`: the negation of each comparison. */
export const FLIPPED: Readonly<Record<string, string>> = {
  '<': '>=',
  '>=': '<',
  '>': '<=',
  '<=': '>',
  '=': '<>',
  '<>': '=',
};

/** A REAL comparison turned round: `>` ↔ `<`, `>=` ↔ `<=`. */
export const TURNED: Readonly<Record<string, string>> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };
/** A REAL comparison made strict or not: `>` ↔ `>=`, `<` ↔ `<=` (equality of REALs is left alone). */
export const STRICTNESS: Readonly<Record<string, string>> = { '<': '<=', '<=': '<', '>': '>=', '>=': '>' };

interface Edit {
  operator: Operator;
  text: string;
  description: string;
}

function integerText(value: number, caseLabel: boolean): string {
  return value < 0 && !caseLabel ? `(${value})` : String(value);
}

/** `flip-comparison` edits of a comparison: its negation; for a REAL one, turned round and strictness. */
export function comparisonFlips(operator: string, real: boolean): { text: string; description: string }[] {
  const flips = [FLIPPED[operator], ...(real ? [TURNED[operator], STRICTNESS[operator]] : [])];
  return flips.flatMap((text) => (text ? [{ text, description: `${operator} → ${text}` }] : []));
}

function editsAt(site: Site, original: string, source: string): Edit[] {
  switch (site.kind) {
    case 'statement':
      return [{ operator: 'delete-statement', text: '', description: `delete ${JSON.stringify(original)}` }];
    case 'comparison':
      return comparisonFlips(String(site.value), site.real === true).map((flip) => ({
        operator: 'flip-comparison',
        ...flip,
      }));
    case 'real':
      return scaledValues(Number(site.value)).map((v) => ({
        operator: 'scale-constant',
        text: realLiteralText(v),
        description: `${original} → ${realLiteralText(v)}`,
      }));
    case 'limit': {
      const [low, high] = site.limits ?? [];
      if (!low || !high) return [];
      const lowText = source.slice(low.from, low.to);
      const highText = source.slice(high.from, high.to);
      if (lowText === highText) return [];
      const text = highText + source.slice(low.to, high.from) + lowText;
      return [
        { operator: 'lim-bound', text, description: `LIMIT(${lowText}, …, ${highText}) → bounds swapped` },
      ];
    }
    case 'and-or': {
      const other = site.value === 'AND' ? 'OR' : 'AND';
      return [{ operator: 'swap-and-or', text: ` ${other} `, description: `${site.value} → ${other}` }];
    }
    case 'integer': {
      const n = Number(site.value);
      return [...new Set([n + 1, n - 1, 0])]
        .filter((v) => v !== n)
        .map((v) => ({
          operator: 'change-constant',
          text: integerText(v, site.caseLabel === true),
          description: `${original} → ${v}`,
        }));
    }
    case 'time': {
      const ms = Number(site.value);
      return [...new Set([Math.trunc(ms / 2), ms * 2, 0])]
        .filter((v) => v !== ms)
        .map((v) => ({
          operator: 'change-constant',
          text: `T#${v}ms`,
          description: `${original} → T#${v}ms`,
        }));
    }
    case 'bool': {
      const text = site.value === true ? 'FALSE' : 'TRUE';
      return [{ operator: 'change-constant', text, description: `${original} → ${text}` }];
    }
  }
}

/** A Structured Text source of a project: where it is, whose names it reads, how a mutant rewrites it. */
interface StSource {
  /** '' for the Main Routine, else the routine's name ('Calc', 'Scale.Logic' for an Add-On's). */
  label: string;
  source: string;
  /** The project as the source sees it (an Add-On Instruction's own tags). */
  scope: Project;
  write: (mutant: Project, text: string) => void;
}

/** The Main Routine's source (an ST program), each ST subroutine's, each Add-On Instruction's ST routine. */
function stSources(project: Project): StSource[] {
  const sources: StSource[] = [];
  if (project.programMode === 'ST')
    sources.push({
      label: '',
      source: project.stSource,
      scope: project,
      write: (mutant, text) => {
        mutant.stSource = text;
      },
    });
  (project.routines ?? []).forEach((routine, i) => {
    if (routine.language !== 'ST') return;
    sources.push({
      label: routine.name,
      source: routine.stSource,
      scope: project,
      write: (mutant, text) => {
        const target = mutant.routines?.[i];
        if (target) target.stSource = text;
      },
    });
  });
  (project.addOnInstructions ?? []).forEach((aoi, i) => {
    for (const [key, name] of [
      ['logic', 'Logic'],
      ['enableInFalse', 'EnableInFalse'],
    ] as const) {
      const routine = aoi[key];
      if (routine?.language !== 'ST') continue;
      sources.push({
        label: `${aoi.name}.${name}`,
        source: routine.stSource,
        scope: { ...project, tagMap: aoi.tagMap, childTagMap: aoi.childTagMap },
        write: (mutant, text) => {
          const target = mutant.addOnInstructions?.[i]?.[key];
          if (target) target.stSource = text;
        },
      });
    }
  });
  return sources;
}

/**
 * Every ST mutant of `project`: of an ST program's Main Routine, and of every ST subroutine and
 * Add-On Instruction routine (ids and descriptions name the routine); none for a source that does not
 * parse.
 */
export function stMutants(project: Project): Mutant[] {
  return stSources(project).flatMap(({ label, source, scope, write }) =>
    stSites(source, stRealTest(scope, source)).flatMap((site) => {
      const original = source.slice(site.from, site.to);
      return editsAt(site, original, source).map((edit, i): Mutant => {
        const mutant = copyProject(project);
        write(mutant, source.slice(0, site.from) + edit.text + source.slice(site.to));
        return {
          id: `${edit.operator}:${label ? `${label}:` : ''}${site.from}-${site.to}:${i}`,
          operator: edit.operator,
          description: label ? `${label}: ${edit.description}` : edit.description,
          project: mutant,
        };
      });
    }),
  );
}
