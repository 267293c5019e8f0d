/**
 * The shape mutations of the document fuzzer (documentInputs.ts): wrong types anywhere, huge strings,
 * deep nesting in unknown and known fields, huge maps and long test sequences with odd fastForward
 * values and unknown tags. Some replace the document (it may stop being a project at all).
 */
import type { Project, SequenceStep } from '../project.ts';
import { SCENES } from '../project.ts';
import type { Dice } from '../../reference/random.ts';
import {
  addBranch,
  addContact,
  addRung,
  boolTagId,
  insertElement,
  insertIntoMain,
  isDict,
  mainRungId,
  renameEverywhere,
  type Ctx,
  type Dict,
  type Mutation,
} from './ladderMutations.ts';

/** A value nested `depth` deep (arrays or objects), built without recursion. */
function nested(depth: number, objects: boolean, leaf: unknown = 1): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = objects ? { a: value } : [value];
  return value;
}

const FAST_FORWARDS = [0, 0, 0, 100, 250, 1000, 2000, null, 'absent'] as const;

/** A short valid test sequence over `p`'s tags. */
export function randomSequence(p: Project, d: Dice, steps: number): SequenceStep[] {
  const tags = Object.values(p.tagMap);
  const count = (prefix: string) => tags.filter((t) => new RegExp(`^${prefix}\\d+$`).test(t.name)).length;
  const inputs = count('DI');
  const outputs = count('DO');
  const member = (): { tag: string; child: string | null } => {
    const tag = d.pick(tags);
    if (tag.data_type === 'TIMER') return { tag: tag.name, child: d.pick(['ACC', 'PRE', 'DN', 'EN', 'TT']) };
    if (tag.data_type === 'COUNTER') return { tag: tag.name, child: d.pick(['ACC', 'PRE', 'DN', 'CU']) };
    return { tag: d.chance(0.2) && tag.alias ? tag.alias : tag.name, child: null };
  };
  return Array.from({ length: steps }, (_, i) => {
    const step: SequenceStep = {
      description: `step ${i + 1}`,
      inputs: Array.from({ length: inputs }, () => d.int(0, 1)),
      outputs: Array.from({ length: outputs }, () => d.int(0, 1)),
      sets: d.chance(0.3) ? [{ ...member(), value: d.int(-5, 5) }] : [],
      checks: [],
    };
    if (d.chance(0.3)) {
      const { tag, child } = member();
      step.checks.push({ tagName: tag, child, value: d.int(0, 1) });
    }
    const fastForward = d.pick(FAST_FORWARDS);
    if (fastForward !== 'absent') step.fastForward = fastForward;
    return step;
  });
}

const HUGE_NUMBERS = [1e308, -1e308, 2 ** 53 + 2, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 1e21, Number.MAX_VALUE, 5e-324]; // prettier-ignore

/** A value of a different type (or an extreme one of the same type) than `value`. */
function wrongValue(value: unknown, d: Dice): unknown {
  const any = (): unknown =>
    d.pick<() => unknown>([
      () => null,
      () => d.pick([0, -0, 1, -1, 0.5, 2.5, -7.25]),
      () => d.pick(HUGE_NUMBERS),
      () => d.pick(['', 'abc', '0', '1', 'null', 'NaN', 'Infinity', '1e309', 'XIC', 'rung-1', 'tag-1']),
      () => d.pick([true, false]),
      () => d.pick([[], [null], [1, 2], ['a', 'b'], [{}], [[]]]),
      () => d.pick([{}, { a: 1 }, { uuid: 'x' }, { length: 3 }, { 0: 'rung-1', length: 1 }]),
      () => nested(d.pick([50, 2000, 20_000]), d.chance(0.5)),
      () => 'x'.repeat(d.int(1000, 100_000)),
    ])();
  if (value === undefined || d.chance(0.4)) return any();
  if (typeof value === 'string') return d.pick<unknown>([d.int(-3, 3), null, [value], { value }, true, '', value.repeat(50)]); // prettier-ignore
  if (typeof value === 'number')
    return d.pick<unknown>([String(value), null, true, [value], -0, value + 0.5, d.pick(HUGE_NUMBERS), -value || -0.5]); // prettier-ignore
  if (typeof value === 'boolean') return d.pick<unknown>([value ? 1 : 0, String(value), null]);
  if (value === null) return d.pick<unknown>([0, '', {}, [], 'null', false]);
  if (Array.isArray(value))
    return d.pick<unknown>([null, {}, 'rung-1', value.filter((v) => typeof v === 'string').join(','), value.length, [value], { ...value }, [...value, null], [...value, 5], [...value, {}]]); // prettier-ignore
  return d.pick<unknown>([null, [], [value], 'map', 42, true, Object.values(value as Dict), {}]);
}

/** Up to `max` (container, key) places in `document`, breadth first, sampled evenly when there are more. */
function places(
  document: unknown,
  d: Dice,
  max = 4000,
): { holder: Dict | unknown[]; key: string | number }[] {
  const found: { holder: Dict | unknown[]; key: string | number }[] = [];
  const queue: unknown[] = [document];
  let seen = 0;
  for (let i = 0; i < queue.length && seen < 200_000; i++) {
    const node = queue[i];
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((v, k) => [k, v])
      : isDict(node)
        ? Object.entries(node)
        : [];
    for (const [key, value] of entries) {
      seen++;
      // Reservoir sampling keeps the choice fair in big documents.
      if (found.length < max) found.push({ holder: node as Dict, key });
      else {
        const j = d.int(0, seen - 1);
        if (j < max) found[j] = { holder: node as Dict, key };
      }
      if (typeof value === 'object' && value !== null) queue.push(value);
    }
  }
  return found;
}

const TOP_FIELDS = ['projectName', 'scene', 'sceneVars', 'tagMap', 'childTagMap', 'rungs', 'rungMap', 'branchMap', 'instructionMap', 'description', 'sequence', 'stSource', 'programMode']; // prettier-ignore

export function wrongTypes(document: unknown, d: Dice): { document: unknown; detail: string } {
  if (d.chance(0.03)) {
    const whole = d.pick<unknown>([null, 42, 'project', true, [], [document], { project: document }, '']);
    return { document: whole, detail: `document is ${describe(whole)}` };
  }
  const changes: string[] = [];
  for (let n = d.int(1, 4); n > 0; n--) {
    if (isDict(document) && d.chance(0.35)) {
      const field = d.pick(TOP_FIELDS);
      if (d.chance(0.2)) {
        Reflect.deleteProperty(document, field);
        changes.push(`${field} removed`);
      } else {
        document[field] = wrongValue(document[field], d);
        changes.push(`${field} = ${describe(document[field])}`);
      }
      continue;
    }
    const all = places(document, d);
    if (all.length === 0) break;
    const { holder, key } = d.pick(all);
    const before = (holder as Record<string | number, unknown>)[key];
    if (!Array.isArray(holder) && d.chance(0.15)) {
      Reflect.deleteProperty(holder, key);
      changes.push(`${String(key)} removed`);
    } else {
      (holder as Record<string | number, unknown>)[key] = wrongValue(before, d);
      changes.push(`${String(key)}: ${describe(before)} → ${describe((holder as Record<string | number, unknown>)[key])}`); // prettier-ignore
    }
  }
  return { document, detail: changes.join('; ') };
}

/** A short description of a value for a detail line. */
function describe(value: unknown): string {
  if (typeof value === 'string') return value.length > 24 ? `string(${value.length})` : JSON.stringify(value);
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (Array.isArray(value)) return `array(${value.length})`;
  if (isDict(value)) return `object(${Object.keys(value).length})`;
  return String(value);
}

function hugeString(d: Dice): string {
  const length = d.pick([100_000, 500_000, 1_000_000, 4_000_000]);
  const unit = d.pick(['x', 'D0 := D0 + 1;\n', '(* comment *)', '🙂', 'IF I0 THEN ', 'é\u0000\n']);
  return unit.repeat(Math.ceil(length / unit.length));
}

export function hugeStrings(p: Project, ctx: Ctx): { document: unknown; detail: string } {
  const { d } = ctx;
  const done: string[] = [];
  let document: unknown = p;
  for (let n = d.int(1, 2); n > 0; n--) {
    const text = hugeString(d);
    const where = d.pick(['projectName', 'description', 'stSource', 'tag name', 'alias', 'type', 'id', 'step', 'field'] as const); // prettier-ignore
    const tags = Object.values(p.tagMap);
    const instructions = Object.values(p.instructionMap);
    if (where === 'projectName' || where === 'description' || where === 'stSource') p[where] = text;
    else if (where === 'tag name' && tags.length > 0) d.pick(tags).name = text;
    else if (where === 'alias' && tags.length > 0) d.pick(tags).alias = text;
    else if (where === 'type' && instructions.length > 0) d.pick(instructions).type = text;
    else if (where === 'step')
      p.sequence.push({ description: text, inputs: [], outputs: [], sets: [{ tag: text, value: 1 }], checks: [] }); // prettier-ignore
    else if (where === 'field') (p as unknown as Dict)[`editor${n}`] = text;
    else if (where === 'id') {
      const ids = [...Object.keys(p.rungMap), ...Object.keys(p.instructionMap), ...Object.keys(p.tagMap)];
      if (ids.length > 0)
        document = renameEverywhere(document, d.pick(ids), text.slice(0, d.pick([10_000, 200_000])));
    }
    done.push(`${where} of ${text.length} chars`);
  }
  return { document, detail: done.join(', ') };
}

export function deepValues(p: Project, ctx: Ctx): { document: unknown; detail: string } {
  const { d } = ctx;
  const depth = d.pick([100, 1000, 5000, 10_000, 100_000]);
  const objects = d.chance(0.5);
  const value = nested(depth, objects, d.pick<unknown>([1, 'x', null, {}, []]));
  const shape = `${depth}-deep ${objects ? 'objects' : 'arrays'}`;
  const doc = p as unknown as Dict;
  if (d.chance(0.7)) {
    const field = d.pick(['editorState', 'shared', 'ui', 'extra', 'x']);
    doc[field] = value;
    return { document: doc, detail: `${shape} in unknown field ${field}` };
  }
  const instructions = Object.values(p.instructionMap);
  switch (d.pick(['element', 'rungs', 'tag', 'ref', 'sceneVar'] as const)) {
    case 'element':
      insertElement(p, ctx, mainRungId(p, ctx), value as string);
      return { document: doc, detail: `${shape} as an element` };
    case 'rungs':
      (p.rungs as unknown[]).push(value);
      return { document: doc, detail: `${shape} as a main rung id` };
    case 'tag':
      if (instructions.length > 0) (d.pick(instructions) as unknown as Dict).tag = value;
      return { document: doc, detail: `${shape} as an instruction tag` };
    case 'ref':
      if (instructions.length > 0) (d.pick(instructions) as unknown as Dict).ref = { SrcA: value };
      return { document: doc, detail: `${shape} as an operand` };
    default:
      (p.sceneVars as Dict).level = value;
      return { document: doc, detail: `${shape} as a scene variable` };
  }
}

export function hugeMaps(p: Project, ctx: Ctx): Mutation {
  const { d } = ctx;
  const contact = (): string => addContact(p, ctx);
  switch (d.pick(['tags', 'rungs', 'instructions', 'wide', 'long', 'children', 'sceneVars'] as const)) {
    case 'tags': {
      const n = 50_000;
      const duplicates = d.chance(0.3);
      for (let i = 0; i < n; i++) {
        const uuid = ctx.ids.next('tag');
        const type = d.pick(['BOOL', 'DINT', 'BOOL'] as const);
        p.tagMap[uuid] = {
          uuid,
          name: duplicates && i % 100 === 0 ? 'H0' : `H${i}`,
          alias: i % 7 === 0 ? `A${i}` : '',
          data_type: type,
          value: type === 'BOOL' ? i % 2 : i,
          children: null,
          io_symbol: null,
        };
      }
      return { detail: `${n} more tags${duplicates ? ' (500 named H0)' : ''}` };
    }
    case 'rungs': {
      const n = 20_000;
      const out = Object.values(p.tagMap).find((t) => t.data_type === 'BOOL')?.uuid ?? boolTagId(p, ctx);
      for (let i = 0; i < n; i++) {
        const ote = ctx.ids.next('ins');
        p.instructionMap[ote] = { uuid: ote, type: 'OTE', tag: out };
        p.rungs.push(addRung(p, ctx, [contact(), ote]));
      }
      return { detail: `${n} more main rungs` };
    }
    case 'instructions': {
      const n = 50_000;
      for (let i = 0; i < n; i++) contact();
      return { detail: `${n} unreferenced instructions` };
    }
    case 'wide': {
      const n = 20_000;
      const legs = Array.from({ length: n }, () => addRung(p, ctx, [contact()]));
      const branch = addBranch(p, ctx, legs);
      insertIntoMain(p, ctx, branch);
      return { detail: `one branch of ${n} legs` };
    }
    case 'long': {
      const n = 30_000;
      const main = mainRungId(p, ctx);
      const rung = p.rungMap[main];
      if (rung) rung.elements.unshift(...Array.from({ length: n }, contact));
      return { detail: `${n} contacts in ${main}` };
    }
    case 'children': {
      const timer = Object.values(p.tagMap).find((t) => t.children !== null);
      if (!timer) return { detail: 'no timer or counter' };
      for (let i = 0; i < 50_000; i++) {
        const uuid = ctx.ids.next('child');
        (timer.children as string[]).push(uuid);
        if (i % 2 === 0) {
          p.childTagMap[uuid] = {
            uuid,
            name: d.pick(['ACC', 'PRE', 'DN', 'XYZ']),
            alias: '',
            data_type: 'DINT',
            value: i,
            children: null,
            io_symbol: null,
            parent: timer.uuid,
          };
        }
      }
      return { detail: `50000 children listed by ${timer.uuid}` };
    }
    default: {
      for (let i = 0; i < 50_000; i++) p.sceneVars[`v${i}`] = i * 0.5;
      p.scene = d.pick(SCENES);
      return { detail: '50000 scene variables' };
    }
  }
}

const ODD_FAST_FORWARDS: readonly unknown[] = [1e12, 1e12, -5, 'abc', null, 1e308, -0, 0.5, '2000', true, 0, 100, 2 ** 31, -1e12]; // prettier-ignore

export function longSequence(p: Project, ctx: Ctx): Mutation {
  const { d } = ctx;
  const n = d.pick([1000, 5000, 10_000]);
  const steps = randomSequence(p, d, n);
  const names = Object.values(p.tagMap).map((t) => t.name);
  const odd = d.chance(0.7);
  for (const step of steps) {
    if (d.chance(0.05)) (step as unknown as Dict).fastForward = d.pick(ODD_FAST_FORWARDS);
    if (odd && d.chance(0.01)) {
      step.sets.push({ tag: d.pick(['Ghost', 'constructor', '', 'T1.ACC', ...names]), child: d.pick([null, 'ACC', 'XYZ', '']), value: d.pick([1, 1e12, -0, 0.5]) }); // prettier-ignore
    }
    if (odd && d.chance(0.01)) step.checks.push({ tagName: d.pick(['Ghost', '__proto__', ...names]), child: d.pick([null, 'DN', 'Q']), value: d.pick([null, 1, 2 ** 40]) }); // prettier-ignore
    if (odd && d.chance(0.002)) (step as unknown as Dict).inputs = d.pick<unknown>([[1, 0, 1, 0, 1, 0, 1], 'abc', null, [true]]); // prettier-ignore
  }
  p.sequence = steps;
  const huge = steps.filter((s) => typeof s.fastForward === 'number' && s.fastForward >= 1e12).length;
  return {
    detail: `${n} steps${huge > 0 ? `, ${huge} with fastForward ≥ 1e12` : ''}${odd ? ', odd sets/checks' : ''}`,
  };
}
