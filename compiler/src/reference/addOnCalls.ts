/**
 * Add-On Instruction calls in the reference interpreter (issue 25), written from the Logix rules
 * (1756-PM010) independently of the compiler's lowering: the AOI's routines run on the instance's
 * memory through a scope that names its tags `INSTANCE.TAG` (an InOut: the caller's operand).
 *
 * - rung true: EnableIn = 1, Inputs copied in, EnableOut = 1, Logic runs, Outputs copied out;
 * - rung false: EnableIn = 0, Inputs copied in, EnableOut = 0; the EnableInFalse routine runs when the AOI
 *   has one (then Outputs are copied out); else nothing runs and the outputs keep their values;
 * - pre-scan: Inputs copied in, EnableOut = 0, Logic pre-scanned, Outputs copied out;
 * - the rung goes on with EnableOut.
 */
import { addOnParameters, argument, findAddOn } from '../addon/addOns.ts';
import type { AddOnInstruction, Instruction, Operand, Project } from '../model/project.ts';
import { parseOperandPath } from '../model/operandPaths.ts';

interface Scope {
  aoi: AddOnInstruction;
  instance: string;
  inOut: Map<string, string>;
}

/** What the interpreter gives the calls. */
export interface AddOnHost {
  nameOf(id: string | null | undefined): string;
  source(operand: Operand | null | undefined): number;
  read(key: string): number;
  write(key: string, value: number): void;
  /** Runs rungs (JMP/LBL, MCR) in pre-scan or not. */
  run(rungs: readonly string[], prescan: boolean): void;
}

export class ReferenceAddOns {
  readonly #scopes: Scope[] = [];

  constructor(
    private readonly project: Project,
    private readonly host: AddOnHost,
  ) {}

  /** True when `type` is one of the project's AOIs. */
  isCall(type: string): boolean {
    return findAddOn(this.project, type) !== undefined;
  }

  /** The memory key of an id of the AOI being run (its tag, a member, a path), else undefined. */
  scopedName(id: string): string | undefined {
    const scope = this.#scopes.at(-1);
    if (!scope) return undefined;
    const { aoi } = scope;
    const tagKey = (tagId: string): string | undefined => {
      const tag = Object.hasOwn(aoi.tagMap, tagId) ? aoi.tagMap[tagId] : undefined;
      if (!tag) return undefined;
      return tag.usage === 'InOut' ? scope.inOut.get(tagId) : `${scope.instance}.${tag.name}`.toUpperCase();
    };
    const direct = tagKey(id);
    if (direct !== undefined) return direct;
    const child = Object.hasOwn(aoi.childTagMap ?? {}, id) ? aoi.childTagMap[id] : undefined;
    const parent = child ? tagKey(child.parent) : undefined;
    if (child && parent !== undefined) return `${parent}.${child.name}`.toUpperCase();
    const path = parseOperandPath(id);
    const base = path ? tagKey(path.tag) : undefined;
    if (!path || base === undefined) return undefined;
    return (
      base +
      path.segments
        .map((s) =>
          s.kind === 'member'
            ? `.${s.name}`
            : `[${typeof s.index === 'number' ? s.index : this.host.read(this.host.nameOf(s.index))}]`,
        )
        .join('')
    ).toUpperCase();
  }

  /** Runs a call with rung condition `rc`; returns the rung condition passed on (EnableOut). */
  call(ins: Instruction, rc: boolean, prescan: boolean): boolean {
    const aoi = findAddOn(this.project, ins.type);
    if (!aoi) throw new Error(`ReferencePlc: unknown Add-On Instruction ${ins.type}`);
    const { host } = this;
    const instance = host.nameOf(ins.tag);
    const member = (name: string) => `${instance}.${name}`.toUpperCase();
    const parameters = addOnParameters(aoi);
    host.write(member('EnableIn'), rc ? 1 : 0);
    const inOut = new Map<string, string>();
    for (const p of parameters) {
      const arg = argument(ins.params, p.name);
      if (p.usage === 'InOut' && typeof arg === 'string') inOut.set(p.uuid, host.nameOf(arg));
      if (p.usage !== 'Input' || arg === undefined || arg === null || arg === '') continue;
      const value =
        typeof arg === 'number'
          ? p.data_type === 'REAL'
            ? Math.fround(arg)
            : p.data_type === 'BOOL'
              ? Number(arg !== 0)
              : arg | 0
          : host.read(host.nameOf(arg as string));
      host.write(member(p.name), value);
    }
    const outputs = () => {
      for (const p of parameters) {
        const arg = argument(ins.params, p.name);
        if (p.usage === 'Output' && typeof arg === 'string' && arg !== '')
          host.write(host.nameOf(arg), host.read(member(p.name)));
      }
    };
    const run = (rungs: readonly string[], mode: boolean) => {
      this.#scopes.push({ aoi, instance, inOut });
      try {
        host.run(rungs, mode);
      } finally {
        this.#scopes.pop();
      }
    };
    const enabled = rc && !prescan;
    host.write(member('EnableOut'), enabled ? 1 : 0);
    if (enabled || prescan) {
      run(aoi.logic.rungs, prescan);
      outputs();
    } else if (aoi.enableInFalse) {
      run(aoi.enableInFalse.rungs, false);
      outputs();
    }
    return host.read(member('EnableOut')) !== 0;
  }
}
