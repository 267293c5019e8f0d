/**
 * The mutation sites of a ladder CPT's or CMP's expression (Structured Text expression syntax, issue
 * 25): parsed as the value of an assignment by the compiler's ST parser, spans given in the text.
 */
import { parseSt } from '../../../compiler/src/st/parse/parseSt.ts';
import { expressionSites, type RealTest, type Site } from './stSites.ts';

const PREFIX = 'Mutant__ := ';

/** The sites of `text`, spans relative to it; none when it does not parse. */
export function expressionSitesOf(text: string, isReal: RealTest): Site[] {
  const source = `${PREFIX}${text};`;
  const { program, diagnostics } = parseSt(source);
  const [statement] = program.body;
  if (diagnostics.length > 0 || statement?.kind !== 'assign') return [];
  const sites: Site[] = [];
  expressionSites(source, statement.value, sites, isReal);
  return sites.map((site) => ({ ...site, from: site.from - PREFIX.length, to: site.to - PREFIX.length }));
}
