import { importNeutralText, type Project, type StCompiler } from '@plcsim/compiler';
import { compileSt } from '@plcsim/compiler/st';
import { compileSt as compileStWithRoutines } from '@plcsim/compiler/st-routines';
import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from './fakeClock.ts';
import { SimulatorController } from './simulatorController.ts';

/**
 * The Structured Text compiler arriving when the test says (as a slow network would bring it): the one
 * that compiles subroutines when asked for it (`subroutines`), else the plain one.
 */
class Arrival {
  calls = 0;
  /** What each import asked for: `subroutines`. */
  readonly asked: boolean[] = [];
  #settle: {
    subroutines: boolean;
    resolve: (compiler: StCompiler) => void;
    reject: (error: Error) => void;
  }[] = [];
  readonly load = (subroutines: boolean): Promise<StCompiler> => {
    this.calls++;
    this.asked.push(subroutines);
    return new Promise((resolve, reject) => this.#settle.push({ subroutines, resolve, reject }));
  };
  /** Every import so far brings the real compiler. */
  arrive(): void {
    for (const { subroutines, resolve } of this.#settle.splice(0))
      resolve(subroutines ? compileStWithRoutines : compileSt);
  }
  fail(message: string): void {
    for (const { reject } of this.#settle.splice(0)) reject(new Error(message));
  }
}

/** DI0 lights DO0, in Structured Text (the ladder is empty). */
const stLamp = (source = 'DO0 := DI0;'): Project => ({
  ...importNeutralText('', { projectName: 'ST lamp' }).project,
  tagMap: importNeutralText('XIC(DI0)OTE(DO0);', {}).project.tagMap,
  programMode: 'ST',
  stSource: source,
});
/** DI0 lights DO0 through `JSR(Lamp);` into a Structured Text subroutine Lamp. */
const stWithRoutine = (): Project => ({
  ...stLamp('JSR(Lamp);'),
  routines: [{ uuid: 'r-lamp', name: 'Lamp', language: 'ST', rungs: [], stSource: 'DO0 := DI0;' }],
});
const ladderLamp = (): Project => importNeutralText('XIC(DI0)OTE(DO0);', { projectName: 'Lamp' }).project;

let clock: FakeClock;
let arrival: Arrival;
let sim: SimulatorController;
beforeEach(async () => {
  clock = new FakeClock();
  arrival = new Arrival();
  sim = new SimulatorController(await loadEmbeddedEngine(), clock, { loadCompileSt: arrival.load });
});

/** The compiler arrives and the waiting load finishes. */
async function compilerArrives(): Promise<void> {
  arrival.arrive();
  await sim.whenLoaded();
}

describe('SimulatorController: the Structured Text compiler is loaded on demand', () => {
  it('compiles a ladder project at once without importing the ST compiler', () => {
    sim.load(ladderLamp());
    expect(sim.compiling).toBe(false);
    expect(sim.getSnapshot().compiled?.program).not.toBeNull();
    expect(arrival.calls).toBe(0);
  });

  it('shows a project in ST at once in PROG, and compiles and runs it once the compiler has arrived', async () => {
    const project = stLamp();
    sim.load(project);
    expect(arrival.calls).toBe(1);
    expect(sim.compiling).toBe(true);
    expect(sim.getSnapshot()).toMatchObject({
      project,
      compiled: null,
      mode: 'PROG',
      status: { text: 'PLC is in Program mode' },
    });
    expect(sim.live.value('DO0')).toBeUndefined();

    await compilerArrives();
    expect(sim.compiling).toBe(false);
    expect(sim.getSnapshot().diagnostics).toEqual([]);
    expect(sim.run()).toBe(true);
    expect(sim.toggle('DI0')).toBeNull();
    clock.advance(100);
    expect(sim.live.value('DO0')).toBe(1);
  });

  it('keeps a RUN pressed before the compiler arrived, and starts it then', async () => {
    sim.load(stLamp());
    expect(sim.run()).toBe(true);
    expect(sim.runRefusal).toBeNull();
    expect(sim.getSnapshot().mode).toBe('PROG');
    clock.advance(1000);
    expect(sim.live.scanCount()).toBe(0);

    await compilerArrives();
    expect(sim.getSnapshot()).toMatchObject({ mode: 'RUN', status: { text: 'Program running...' } });
    clock.advance(1000);
    expect(sim.live.scanCount()).toBe(10);
  });

  it('keeps Steps pressed before the compiler arrived: RUN held after as many scans', async () => {
    sim.load(stLamp());
    expect(sim.step()).toBe(true);
    expect(sim.step(2)).toBe(true);
    await compilerArrives();
    expect(sim.getSnapshot()).toMatchObject({ mode: 'RUN', paused: true });
    expect(sim.live.scanCount()).toBe(3);
  });

  it('shows the diagnostics of an ST program with errors once compiled, and refuses the RUN pressed meanwhile', async () => {
    sim.load(stLamp('DO0 := ;'));
    expect(sim.run()).toBe(true);
    await compilerArrives();
    const state = sim.getSnapshot();
    expect(state.diagnostics.map((d) => [d.message, d.line, d.col])).toEqual([
      ["Unexpected token ';' in expression", 1, 8],
    ]);
    expect(state).toMatchObject({ mode: 'PROG', status: { text: 'Program contains Errors' } });
    expect(state.log.at(-1)?.text).toBe('RUN refused: the program has 1 error. See the Errors tab.');
    expect(sim.runRefusal).toEqual({ kind: 'errors' });
  });

  it('refuses RUN of an empty ST program at once, without waiting for the compiler', () => {
    sim.load({ ...ladderLamp(), programMode: 'ST', stSource: '(* nothing yet *)' });
    expect(sim.run()).toBe(false);
    expect(sim.runRefusal).toMatchObject({ kind: 'emptyLanguage', switchTo: 'LADDER' });
  });

  it('PROG before the compiler arrived cancels the RUN', async () => {
    sim.load(stLamp());
    sim.run();
    sim.stop();
    await compilerArrives();
    expect(sim.getSnapshot().mode).toBe('PROG');
    expect(sim.getSnapshot().compiled?.program).not.toBeNull();
  });

  it('a newer load wins: the ST project that was waiting is not loaded over it', async () => {
    sim.load(stLamp());
    const ladder = ladderLamp();
    sim.load(ladder);
    expect(sim.compiling).toBe(false);
    expect(sim.run()).toBe(true);
    await compilerArrives();
    expect(sim.getSnapshot()).toMatchObject({ project: ladder, mode: 'RUN' });
  });

  it('imports the compiler once: the next project in ST compiles at once', async () => {
    sim.load(stLamp());
    await compilerArrives();
    sim.load(stLamp('DO0 := NOT DI0;'));
    expect(sim.compiling).toBe(false);
    expect(sim.run()).toBe(true);
    clock.advance(100);
    expect(sim.live.value('DO0')).toBe(1);
    expect(arrival.calls).toBe(1);
  });

  it('says when the compiler cannot be loaded, refuses RUN, and tries again at the next load', async () => {
    sim.load(stLamp());
    arrival.fail('Failed to fetch dynamically imported module');
    await sim.whenLoaded();
    const message =
      'The Structured Text compiler could not be loaded: Failed to fetch dynamically imported module';
    const state = sim.getSnapshot();
    expect(state.diagnostics).toEqual([{ source: 'st', severity: 'error', message }]);
    expect(state.status.text).toBe('Program contains Errors');
    expect(state.log.at(-1)).toMatchObject({ level: 'error', text: message });
    expect(sim.run()).toBe(false);
    expect(sim.getSnapshot().log.at(-1)?.text).toBe(
      'RUN refused: the program has 1 error. See the Errors tab.',
    );

    sim.load(stLamp());
    await compilerArrives();
    expect(arrival.calls).toBe(2);
    expect(sim.run()).toBe(true);
  });

  it('given the compiler, compiles a project in ST at once (the site workspace)', async () => {
    const given = new SimulatorController(await loadEmbeddedEngine(), clock, { compileSt });
    given.load(stLamp());
    expect(given.compiling).toBe(false);
    expect(given.run()).toBe(true);
    expect(given.getSnapshot().status.text).toBe('Program running...');
  });

  it('by default imports @plcsim/compiler/st itself', async () => {
    const plain = new SimulatorController(await loadEmbeddedEngine(), clock);
    plain.load(stLamp());
    plain.run();
    await plain.whenLoaded();
    expect(plain.getSnapshot()).toMatchObject({ mode: 'RUN', diagnostics: [] });
  });
});

describe('SimulatorController: a ladder program with a Structured Text subroutine (issue 25)', () => {
  it('waits for the ST compiler, then runs the routine the ladder calls', async () => {
    const project = importNeutralText(
      'XIC(DI0)JSR(Lamp,0);\nXIC(DO1)OTE(DO0);\nST_ROUTINE Lamp\nDO1 := TRUE;\nEND_ST_ROUTINE\n',
      { projectName: 'Mixed' },
    ).project;
    sim.load(project);
    expect(arrival.asked).toEqual([true]);
    expect(sim.compiling).toBe(true);
    await compilerArrives();
    expect(sim.getSnapshot().diagnostics).toEqual([]);
    expect(sim.run()).toBe(true);
    clock.advance(100);
    expect(sim.live.value('DO0')).toBe(0);
    expect(sim.toggle('DI0')).toBeNull();
    clock.advance(200);
    expect(sim.live.value('DO0')).toBe(1);
  });
});

describe('SimulatorController: the subroutine machinery is loaded only for a project with subroutines (issue 25)', () => {
  it('a project in ST without subroutines asks for the plain compiler', async () => {
    sim.load(stLamp());
    expect(arrival.asked).toEqual([false]);
    await compilerArrives();
    expect(sim.getSnapshot().diagnostics).toEqual([]);
  });

  it('a project in ST with an ST subroutine asks for the compiler with subroutines, and its JSR runs the subroutine', async () => {
    sim.load(stWithRoutine());
    expect(arrival.asked).toEqual([true]);
    await compilerArrives();
    expect(sim.getSnapshot().diagnostics).toEqual([]);
    expect(sim.run()).toBe(true);
    expect(sim.toggle('DI0')).toBeNull();
    clock.advance(100);
    expect(sim.live.value('DO0')).toBe(1);
  });

  it('with the plain compiler at hand, a project with subroutines waits for the one that compiles them', async () => {
    sim.load(stLamp());
    await compilerArrives();
    sim.load(stLamp('DO0 := NOT DI0;'));
    expect(sim.compiling).toBe(false);
    expect(arrival.asked).toEqual([false]);

    sim.load(stWithRoutine());
    expect(sim.compiling).toBe(true);
    expect(arrival.asked).toEqual([false, true]);
    await compilerArrives();
    expect(sim.getSnapshot().diagnostics).toEqual([]);
    // Once it has arrived it compiles every project, with subroutines or without, at once.
    sim.load(stLamp());
    expect(sim.compiling).toBe(false);
    sim.load(stWithRoutine());
    expect(sim.compiling).toBe(false);
    expect(arrival.asked).toEqual([false, true]);
  });
});

describe('SimulatorController: prefetching the Structured Text compiler (the workspace, once interactive)', () => {
  it('fetches the compiler with subroutines once, after which a project in ST compiles at once', async () => {
    sim.load(ladderLamp());
    const prefetched = sim.prefetchStCompiler();
    expect(arrival.asked).toEqual([true]);
    arrival.arrive();
    await prefetched;

    sim.load(stLamp());
    expect(sim.compiling).toBe(false);
    expect(sim.getSnapshot().diagnostics).toEqual([]);
    expect(sim.run()).toBe(true);
    sim.load(stWithRoutine());
    expect(sim.compiling).toBe(false);
    await sim.prefetchStCompiler();
    expect(arrival.asked).toEqual([true]);
  });

  it('a failed prefetch is left to the load that needs the compiler, which fetches it again', async () => {
    const prefetched = sim.prefetchStCompiler();
    arrival.fail('offline');
    await prefetched;
    sim.load(stLamp());
    expect(sim.compiling).toBe(true);
    expect(arrival.calls).toBe(2);
    await compilerArrives();
    expect(sim.getSnapshot().compiled?.program).not.toBeNull();
  });
});
