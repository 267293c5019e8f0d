/**
 * The Structured Text mutation operators (issue 16): flip a comparison, swap AND and OR, change a
 * constant, delete a statement. Each edits the source text at a site found by stSites.ts.
 * Constants: an integer n becomes n + 1, n − 1 and 0; a time literal is halved, doubled and made
 * T#0ms (as a ladder preset is; ±1 ms is below the 100 ms scan); TRUE and FALSE swap.
 */
import type { Project } from '@plcsim/compiler';
import { copyProject } from './ladderTree.ts';
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

interface Edit {
  operator: Operator;
  text: string;
  description: string;
}

function integerText(value: number, caseLabel: boolean): string {
  return value < 0 && !caseLabel ? `(${value})` : String(value);
}

function editsAt(site: Site, original: string): Edit[] {
  switch (site.kind) {
    case 'statement':
      return [{ operator: 'delete-statement', text: '', description: `delete ${JSON.stringify(original)}` }];
    case 'comparison': {
      const flipped = FLIPPED[String(site.value)];
      return flipped
        ? [{ operator: 'flip-comparison', text: flipped, description: `${site.value} → ${flipped}` }]
        : [];
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

/** Every ST mutant of `project` (none for a ladder project or a source that does not parse). */
export function stMutants(project: Project): Mutant[] {
  if (project.programMode !== 'ST') return [];
  const source = project.stSource;
  return stSites(source).flatMap((site) => {
    const original = source.slice(site.from, site.to);
    return editsAt(site, original).map((edit, i): Mutant => {
      const mutant = copyProject(project);
      mutant.stSource = source.slice(0, site.from) + edit.text + source.slice(site.to);
      return {
        id: `${edit.operator}:${site.from}-${site.to}:${i}`,
        operator: edit.operator,
        description: edit.description,
        project: mutant,
      };
    });
  });
}
