/**
 * Random arguments of the Add-On Instruction actions for the editing property (propertyRun.ts): mostly
 * the project's own AOIs and tags, now and then a missing one, a bad name or a type a usage refuses.
 */
import type { Project } from '@plcsim/compiler';
import type { Dice } from '../../../compiler/src/reference/random.ts';
import { ADD_ON_ACTIONS } from './actions/addOnActions.ts';
import { ADD_ON_USAGES } from './addOnRules.ts';
import { addOnsOf } from './addOnView.ts';
import type { ActionArgs, ActionName } from './types.ts';

/**
 * Weight 0 in the main draw: the AOI actions run as extra steps from their own dice (addOnStep), so
 * the main sequence of actions (and what it covers) stays as it was without them.
 */
export const ADD_ON_WEIGHTS = Object.fromEntries(Object.keys(ADD_ON_ACTIONS).map((name) => [name, 0]));

/** The AOI action names. */
export const ADD_ON_NAMES = Object.keys(ADD_ON_ACTIONS) as ActionName[];

/** How often an extra AOI action follows a main step. */
export const ADD_ON_STEP_CHANCE = 0.25;

/** An extra AOI step: its action's name and arguments, from the AOI dice. */
export function addOnStep(dice: Dice, project: Project): { name: ActionName; args: ActionArgs[ActionName] } {
  // Adding one is likelier while the project has none, so the other actions find AOIs to work on.
  const name = addOnsOf(project).length === 0 && dice.chance(0.6) ? 'addAddOn' : dice.pick(ADD_ON_NAMES);
  return { name, args: randomAddOnArgs(dice, project, name) ?? {} };
}

const LANGUAGES = ['LADDER', 'ST', 'LADDER', 'ST', 'BOGUS'] as const;

/** Arguments for AOI action `name`, or undefined for another action. */
export function randomAddOnArgs(
  dice: Dice,
  project: Project,
  name: ActionName,
): ActionArgs[ActionName] | undefined {
  if (!Object.hasOwn(ADD_ON_ACTIONS, name)) return undefined;
  const aois = addOnsOf(project);
  // Mostly the AOI with the most tags (so moves and changes find neighbours), else any, else none.
  const fullest = aois.reduce<(typeof aois)[number] | undefined>(
    (best, a) => (best === undefined || a.tagOrder.length > best.tagOrder.length ? a : best),
    undefined,
  );
  const roll = dice.next();
  const aoi = roll < 0.6 ? fullest : roll < 0.9 && aois.length > 0 ? dice.pick(aois) : undefined;
  const addOnId = aoi?.uuid ?? 'no-such-aoi';
  const tagIds = aoi ? aoi.tagOrder : [];
  const tagId = tagIds.length > 0 && dice.chance(0.9) ? dice.pick(tagIds) : 'no-such-tag';
  const language = dice.pick(LANGUAGES) as 'LADDER' | 'ST';
  switch (name) {
    case 'addAddOn':
      return dice.chance(0.5)
        ? { language }
        : { name: dice.pick(['Seal', 'Pump_1', 'TON', '2x', 'Seal']), language };
    case 'renameAddOn':
      return { addOnId, name: dice.pick(['Latch', 'MOV', 'bad name', 'Valve', 'TIMER']) };
    case 'deleteAddOn':
      return { addOnId };
    case 'setAddOnInfo':
      return { addOnId, description: 'Latches a motor', revision: dice.pick(['1.1', '2.0', 'x']) };
    case 'addAddOnTag':
      return {
        addOnId,
        name: dice.pick(['In1', 'In2', 'Out1', 'Out2', 'Loc', 'Loc2', 'EnableIn', '2x']),
        usage: dice.pick(ADD_ON_USAGES),
        type: dice.pick(['BOOL', 'DINT', 'REAL', 'BOOL', 'DINT', 'TIMER', 'Nope']),
      };
    case 'setAddOnTag':
      switch (dice.int(0, 5)) {
        case 0:
          return { addOnId, tagId, name: dice.pick(['Renamed', 'EnableOut', 'In1']) };
        case 1:
          return { addOnId, tagId, usage: dice.pick(ADD_ON_USAGES) };
        case 2:
          return { addOnId, tagId, type: dice.pick(['BOOL', 'DINT', 'REAL', 'COUNTER']) };
        case 3:
          return { addOnId, tagId, required: dice.chance(0.5), visible: dice.chance(0.5) };
        case 4:
          return { addOnId, tagId, value: dice.pick([0, 1, 5, 'x']) };
        default:
          return { addOnId, tagId, description: 'What it holds' };
      }
    case 'deleteAddOnTag':
      return { addOnId, tagId };
    case 'moveAddOnTag':
      return { addOnId, tagId, offset: dice.pick([-1, 1] as const) };
    case 'addEnableInFalse':
      return { addOnId, language };
    case 'removeEnableInFalse':
      return { addOnId };
    default:
      return {
        addOnId,
        part: dice.pick(['logic', 'enableInFalse'] as const),
        source: dice.pick(['', 'Out1 := In1;']),
      };
  }
}
