/**
 * A small Add-On Instruction for random programs (issue 25): `Aoi0` with BOOL and DINT Inputs and
 * Outputs, sometimes a DINT InOut, a BOOL local and a local TON, ladder logic of a few random rungs over
 * its own tags, sometimes an EnableInFalse routine; one or two instances called from some Main Routine
 * rungs (contacts before the box, sometimes a coil after it, so EnableOut matters). The differential
 * test runs them on the VM (lowered calls) and on the reference (addOnCalls.ts).
 */
import type { Project } from '../model/project.ts';
import { addOn, call, param, withAddOns, type AddOnTagSpec } from './addOnBuilders.ts';
import * as b from './builders.ts';
import type { Dice } from './random.ts';

/** What a call's arguments and the rungs around it come from. */
export interface AddOnPools {
  inputs: readonly string[];
  internals: readonly string[];
  dints: readonly string[];
  conditions(count: number): b.ElementSpec[];
}

/** `rungs` with some calls added, the AOI's instance tags in `tags`; then {@link withRandomAddOn}. */
export function randomAddOnCalls(
  dice: Dice,
  pools: AddOnPools,
  tags: b.TagSpec[],
  rungs: b.RungSpec[],
): void {
  const instances = dice.chance(0.5) ? ['A1'] : ['A1', 'A2'];
  for (const name of instances) tags.push(b.struct(name, 'Aoi0'));
  for (let c = 0, k = dice.int(1, 3); c < k; c++) {
    const args: Record<string, string | number | null> = {
      In0: dice.chance(0.8) ? dice.pick(pools.inputs) : dice.int(0, 1),
      In1: dice.chance(0.6) ? dice.pick(pools.dints) : dice.int(-5, 20),
      Out0: dice.pick(pools.internals),
      Out1: dice.chance(0.6) ? dice.pick(pools.dints) : null,
      Io: dice.pick(pools.dints),
    };
    const after = dice.chance(0.5) ? [b.ote(dice.pick(pools.internals))] : [];
    const box = call('Aoi0', dice.pick(instances), args);
    rungs.splice(dice.int(0, rungs.length), 0, b.rung(...pools.conditions(dice.int(0, 2)), box, ...after));
  }
}

/** `project` with the AOI definition its calls use. */
export function withRandomAddOn(dice: Dice, project: Project): Project {
  const tags: AddOnTagSpec[] = [
    param('Input', b.tag('In0', 'BOOL'), { required: true }),
    param('Input', b.tag('In1', 'DINT', dice.int(0, 3)), { required: true }),
    param('Output', b.tag('Out0', 'BOOL'), { required: true }),
    param('Output', b.tag('Out1', 'DINT'), { visible: true }),
    param('InOut', b.tag('Io', 'DINT')),
    param('Local', b.tag('L0', 'BOOL', dice.int(0, 1))),
    param('Local', b.timer('Tm', dice.pick([0, 100, 300, 500]))),
  ];
  const bits = ['In0', 'L0', 'Out0', 'Tm.DN', 'Tm.TT'];
  const condition = (): b.ElementSpec =>
    dice.weighted({ xic: 4, xio: 3, grt: 1 }) === 'grt'
      ? b.grt('In1', dice.int(0, 10))
      : dice.chance(0.5)
        ? b.xic(dice.pick(bits))
        : b.xio(dice.pick(bits));
  const output = (): b.ElementSpec => {
    switch (dice.weighted({ ote: 3, otl: 1, otu: 1, add: 2, mov: 1, ton: 2, enableOut: 1 })) {
      case 'ote':
        return b.ote(dice.pick(['Out0', 'L0']));
      case 'otl':
        return b.otl(dice.pick(['Out0', 'L0']));
      case 'otu':
        return b.otu(dice.pick(['Out0', 'L0']));
      case 'add':
        return b.add(dice.pick(['In1', 'Io', 'Out1']), dice.int(-2, 3), dice.pick(['Out1', 'Io']));
      case 'mov':
        return b.mov(dice.pick(['In1', 'Io']), dice.pick(['Out1', 'Io']));
      case 'ton':
        return b.ton('Tm');
      default:
        return b.ote('L0');
    }
  };
  const rungs = (n: number): b.RungSpec[] =>
    Array.from({ length: n }, () => {
      const conditions = Array.from({ length: dice.int(0, 2) }, condition);
      if (dice.chance(0.2)) return b.rung(b.branch([...conditions], [condition()]), output());
      return b.rung(...conditions, output());
    });
  const logic = rungs(dice.int(1, 4));
  const eif = dice.chance(0.4) ? rungs(1) : undefined;
  return withAddOns(project, addOn('Aoi0', tags, logic, eif));
}
