import { importNeutralText, type LadderCompiler } from '@plcsim/compiler';
import { compileLadder } from '@plcsim/compiler/ladder';
import { compileSt } from '@plcsim/compiler/st';
import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from './fakeClock.ts';
import { SimulatorController } from './simulatorController.ts';

/** The ladder compiler arriving when the test says (as a slow network would bring it). */
class Arrival {
  calls = 0;
  #settle: { resolve: (compiler: LadderCompiler) => void; reject: (error: Error) => void }[] = [];
  readonly load = (): Promise<LadderCompiler> => {
    this.calls++;
    return new Promise((resolve, reject) => this.#settle.push({ resolve, reject }));
  };
  arrive(): void {
    for (const { resolve } of this.#settle.splice(0)) resolve(compileLadder);
  }
  fail(message: string): void {
    for (const { reject } of this.#settle.splice(0)) reject(new Error(message));
  }
}

const ladderLamp = () => importNeutralText('XIC(DI0)OTE(DO0);', { projectName: 'Lamp' }).project;

let clock: FakeClock;
let arrival: Arrival;
let sim: SimulatorController;
beforeEach(async () => {
  clock = new FakeClock();
  arrival = new Arrival();
  sim = new SimulatorController(await loadEmbeddedEngine(), clock, {
    loadCompileLadder: arrival.load,
    compileSt,
  });
});

describe('SimulatorController: the ladder compiler is loaded on demand', () => {
  it('compiles a project in Structured Text without importing the ladder compiler', () => {
    sim.load({ ...ladderLamp(), rungs: [], programMode: 'ST', stSource: 'DO0 := DI0;' });
    expect(sim.compiling).toBe(false);
    expect(sim.getSnapshot().compiled?.program).not.toBeNull();
    expect(arrival.calls).toBe(0);
  });

  it('shows a ladder project at once in PROG, and runs a RUN pressed meanwhile once the compiler is here', async () => {
    sim.load(ladderLamp());
    expect(arrival.calls).toBe(1);
    expect(sim.compiling).toBe(true);
    expect(sim.getSnapshot()).toMatchObject({ compiled: null, mode: 'PROG' });
    sim.run();
    arrival.arrive();
    await sim.whenLoaded();
    expect(sim.getSnapshot().mode).toBe('RUN');
    expect(sim.toggle('DI0')).toBeNull();
    clock.advance(100);
    expect(sim.live.value('DO0')).toBe(1);
  });

  it('says so in Output and the Errors when the ladder compiler cannot be had', async () => {
    sim.load(ladderLamp());
    arrival.fail('network down');
    await sim.whenLoaded();
    const message = 'The ladder compiler could not be loaded: network down';
    expect(sim.getSnapshot().diagnostics).toEqual([{ source: 'ladder', severity: 'error', message }]);
    expect(sim.getSnapshot().log.at(-1)?.text).toBe(message);
  });
});
