/**
 * Program control and COP/FLL in random programs (randomProgram.ts option `programControl`): NOP and
 * AFI among the conditions, COP and FLL outputs over same-typed arrays and structures, one or two MCR
 * zones (sometimes open to the routine's end), and forward JMPs to labelled rungs (a jump may land in
 * a zone). Backward jumps are left to the unit tests: a random one would mostly loop until the watchdog.
 */
import type { Dice } from './random.ts';
import { branch, rung, type ElementSpec, type InstructionSpec, type RungSpec } from './builders.ts';
import { afi, cop, fll, jmp, lbl, mcr, nop } from './programControlBuilders.ts';

/** The tags COP and FLL may use. */
export interface CopyPools {
  dints: readonly string[];
  reals: readonly string[];
  dintArrays: readonly { name: string; dimension: number }[];
  realArrays: readonly { name: string; dimension: number }[];
  /** Elements of SA0 (an array of Udt beside the Udt tag S0), or null without structures. */
  structs: number | null;
}

/** A COP or FLL over operands of one element type (so raw copies never mix DINT and REAL bits). */
function copyOutput(dice: Dice, pools: CopyPools): InstructionSpec | null {
  const kinds: ('dint' | 'real' | 'struct')[] = [];
  if (pools.dintArrays.length > 0) kinds.push('dint');
  if (pools.realArrays.length > 0) kinds.push('real');
  if (pools.structs !== null) kinds.push('struct');
  if (kinds.length === 0) return null;
  const kind = dice.pick(kinds);
  const length = dice.chance(0.8) ? dice.int(1, 7) : dice.pick(pools.dints);
  if (kind === 'struct') {
    const n = pools.structs ?? 1;
    const area = () => (dice.chance(0.3) ? dice.pick(['S0', 'SA0']) : `SA0[${dice.int(0, n - 1)}]`);
    return dice.chance(0.6) ? cop(area(), area(), length) : fll(area(), area(), length);
  }
  const arrays = kind === 'dint' ? pools.dintArrays : pools.realArrays;
  const area = () => {
    const { name, dimension } = dice.pick(arrays);
    return dice.chance(0.4) ? name : `${name}[${dice.int(0, dimension - 1)}]`;
  };
  if (dice.chance(0.5)) return cop(area(), area(), length);
  const scalars = [...pools.dints, ...pools.reals];
  const source = dice.chance(0.4)
    ? dice.pick([0, 1, -3, 2.5, 1e10, -0.5])
    : dice.chance(0.5) && scalars.length > 0
      ? dice.pick(scalars)
      : area();
  return fll(source, area(), length);
}

/** The rungs with program control added; `conditions(n)` makes n random conditions. */
export function withProgramControl(
  dice: Dice,
  pools: CopyPools,
  rungs: readonly RungSpec[],
  conditions: (count: number) => ElementSpec[],
): RungSpec[] {
  let out: ElementSpec[][] = rungs.map((r) => [...r.elements]);
  for (const elements of out) {
    if (dice.chance(0.25)) {
      const copy = copyOutput(dice, pools);
      if (copy) elements.push(dice.chance(0.2) ? branch([copy], [conditions(1)[0] ?? nop()]) : copy);
    }
    if (dice.chance(0.15)) elements.splice(dice.int(0, elements.length), 0, dice.chance(0.6) ? nop() : afi());
  }
  // MCR zones: a start rung (conditions, MCR) before rung s and an end rung (MCR alone) after rung e.
  const isMcr = new Set<ElementSpec[]>();
  for (let z = 0, zones = dice.int(0, 2); z < zones && out.length >= 2; z++) {
    const s = dice.int(0, out.length - 1);
    const e = dice.int(s, out.length - 1);
    if (
      out.slice(s, e + 1).some((r) => isMcr.has(r)) ||
      out.slice(0, s).filter((r) => isMcr.has(r)).length % 2 === 1
    )
      continue;
    const start = [...conditions(dice.int(0, 2)), mcr()];
    const end = [mcr()];
    const openToEnd = e === out.length - 1 && dice.chance(0.3) && isMcr.size === 0;
    isMcr.add(start);
    if (!openToEnd) isMcr.add(end);
    out = [
      ...out.slice(0, s),
      start,
      ...out.slice(s, e + 1),
      ...(openToEnd ? [] : [end]),
      ...out.slice(e + 1),
    ];
    if (openToEnd) break;
  }
  // Forward jumps: JMP last on a rung that is no MCR rung, LBL first on a later rung that ends no zone.
  const labels = new Map<ElementSpec[], string>();
  for (let j = 0, jumps = dice.int(0, 2); j < jumps && out.length >= 2; j++) {
    const from = dice.int(0, out.length - 2);
    const to = dice.int(from + 1, out.length - 1);
    const source = out[from] as ElementSpec[];
    const target = out[to] as ElementSpec[];
    if (isMcr.has(source) || (isMcr.has(target) && target.length === 1)) continue;
    let label = labels.get(target);
    if (label === undefined) {
      label = `L${labels.size}`;
      labels.set(target, label);
      target.unshift(lbl(label));
    }
    source.push(jmp(label));
  }
  return out.map((elements) => rung(...elements));
}
