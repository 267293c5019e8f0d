/**
 * Structured Text calls of Add-On Instructions (issue 25): `Seal1(Start := PB, Stop := S, Run => M);`
 * where Seal1 is an instance (a STRUCT tag of the AOI's type) becomes, on the same line,
 * `Seal1.EnableIn := TRUE; Seal1.EnableOut := TRUE; Seal1.Start := PB; Seal1.Stop := S;
 * JSR(generated); M := Seal1.Run;` — EnableIn is true for an ST call, as in Logix. Inputs are given
 * with `:=`, outputs read with `=>`, an InOut is given a tag with `:=`.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import type { AddOnInstruction, Project } from '../model/project.ts';
import { addOnParameters, findAddOn, isRequiredParameter } from './addOns.ts';
import { operandRef, textOperand } from './operandText.ts';
import { lineCol, tokens, type Token } from './stText.ts';

const STARTS = new Set([';', 'THEN', 'ELSE', 'DO', 'REPEAT', 'END_VAR']);

type Generate = (
  aoi: AddOnInstruction,
  instance: { id: string; text: string },
  inOut: Map<string, { id: string | undefined; text: string }>,
) => string;

/** `source` with each AOI call lowered; mistakes in the calls as diagnostics. */
export function lowerStCalls(
  source: string,
  project: Project,
  generate: Generate,
): { source: string; diagnostics: Diagnostic[] } {
  const list = tokens(source);
  const diagnostics: Diagnostic[] = [];
  const edits: { from: number; to: number; text: string }[] = [];
  const report = (at: Token, message: string): void => {
    diagnostics.push({ source: 'st', severity: 'error', message, ...lineCol(source, at.from) });
  };
  for (let i = 0; i < list.length; i++) {
    const first = list[i];
    const before = list[i - 1];
    if (first?.kind !== 'id' || (before && !STARTS.has(before.text.toUpperCase()))) continue;
    let j = i + 1;
    while (list[j]?.text === '.' && list[j + 1]?.kind === 'id') j += 2;
    const open = list[j];
    if (open?.text !== '(') continue;
    const instanceText = source.slice(first.from, (list[j - 1] as Token).to).replace(/\s+/g, '');
    const id = textOperand(project, instanceText);
    const ref = id === undefined ? undefined : operandRef(project, id);
    const aoi =
      ref?.data_type === 'STRUCT' && ref.dimension === undefined ? findAddOn(project, ref.udt) : undefined;
    if (!aoi || id === undefined) continue;
    // The arguments: token ranges at depth 1 between commas.
    const args: Token[][] = [];
    let depth = 0;
    let k = j;
    let current: Token[] = [];
    for (; k < list.length; k++) {
      const t = list[k] as Token;
      if (t.text === '(' || t.text === '[') depth++;
      if (t.text === ')' || t.text === ']') depth--;
      if (depth === 0) break;
      if (k === j) continue;
      if (depth === 1 && t.text === ',') {
        args.push(current);
        current = [];
      } else current.push(t);
    }
    if (current.length > 0) args.push(current);
    const close = list[k];
    if (!close) break;
    const semi = list[k + 1]?.text === ';' ? (list[k + 1] as Token) : close;
    const params = new Map(addOnParameters(aoi).map((p) => [p.name.toUpperCase(), p]));
    const given = new Set<string>();
    const inputs: string[] = [];
    const outputs: string[] = [];
    const inOut = new Map<string, { id: string | undefined; text: string }>();
    let ok = true;
    const fail = (at: Token, message: string): void => {
      ok = false;
      report(at, message);
    };
    for (const arg of args) {
      const [name, op] = arg;
      const rest = arg.slice(2);
      if (!name || name.kind !== 'id' || (op?.text !== ':=' && op?.text !== '=>') || rest.length === 0) {
        fail(arg[0] ?? open, `${aoi.name}: give each argument by name, e.g. ${instanceText}(Param := value)`);
        continue;
      }
      const p = params.get(name.text.toUpperCase());
      if (!p) {
        fail(name, `${aoi.name} has no parameter ${name.text}`);
        continue;
      }
      given.add(p.name.toUpperCase());
      const text = source.slice((rest[0] as Token).from, (rest[rest.length - 1] as Token).to);
      if (p.usage === 'Output') {
        if (op.text !== '=>')
          fail(name, `${aoi.name}: ${p.name} is an output; read it with ${p.name} => tag`);
        else outputs.push(`${text} := ${instanceText}.${p.name};`);
      } else if (op.text !== ':=')
        fail(name, `${aoi.name}: ${p.name} is not an output; give it with ${p.name} := value`);
      else if (p.usage === 'InOut') {
        const argId = textOperand(project, text);
        if (argId === undefined)
          fail(name, `${aoi.name}: InOut parameter ${p.name} needs a tag, not ${text.trim()}`);
        else inOut.set(p.name.toUpperCase(), { id: argId, text: text.trim() });
      } else inputs.push(`${instanceText}.${p.name} := ${text};`);
    }
    for (const p of params.values())
      if (p.usage === 'InOut' && isRequiredParameter(p) && !given.has(p.name.toUpperCase()))
        fail(first, `${aoi.name}: the required parameter ${p.name} has no argument`);
    if (!ok) continue;
    const routine = generate(aoi, { id, text: instanceText }, inOut);
    const newlines = source.slice(first.from, semi.to).split('\n').length - 1;
    const text = [
      `${instanceText}.EnableIn := TRUE;`,
      `${instanceText}.EnableOut := TRUE;`,
      ...inputs,
      `JSR(${routine});`,
      ...outputs,
    ].join(' ');
    edits.push({ from: first.from, to: semi.to, text: text + '\n'.repeat(newlines) });
    i = k;
  }
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += source.slice(at, e.from) + e.text;
    at = e.to;
  }
  return { source: out + source.slice(at), diagnostics };
}
