/**
 * The second half of the problems (numbers after those in `problemList.ts`), with their reference
 * solutions, in problemNumber order. Written by authoring/problemsB/generate.ts.
 */
import problem26 from '../problems/26-hand-signal.json' with { type: 'json' };
import solution26 from '../solutions/26-hand-signal.json' with { type: 'json' };
import solution26alt from '../solutions/26-hand-signal.alt.json' with { type: 'json' };
import problem27 from '../problems/27-tank-valve-interlocks.json' with { type: 'json' };
import solution27 from '../solutions/27-tank-valve-interlocks.json' with { type: 'json' };
import problem28 from '../problems/28-empty-the-mixer.json' with { type: 'json' };
import solution28 from '../solutions/28-empty-the-mixer.json' with { type: 'json' };
import solution28alt from '../solutions/28-empty-the-mixer.alt.json' with { type: 'json' };
import problem29 from '../problems/29-gate-follows-the-train.json' with { type: 'json' };
import solution29 from '../solutions/29-gate-follows-the-train.json' with { type: 'json' };
import solution29alt from '../solutions/29-gate-follows-the-train.alt.json' with { type: 'json' };
import problem30 from '../problems/30-mold-clamp.json' with { type: 'json' };
import solution30 from '../solutions/30-mold-clamp.json' with { type: 'json' };
import problem31 from '../problems/31-status-tower-priorities.json' with { type: 'json' };
import solution31 from '../solutions/31-status-tower-priorities.json' with { type: 'json' };
import solution31alt from '../solutions/31-status-tower-priorities.alt.json' with { type: 'json' };
import problem32 from '../problems/32-manual-traffic-control.json' with { type: 'json' };
import solution32 from '../solutions/32-manual-traffic-control.json' with { type: 'json' };
import problem33 from '../problems/33-operator-call-light.json' with { type: 'json' };
import solution33 from '../solutions/33-operator-call-light.json' with { type: 'json' };
import solution33alt from '../solutions/33-operator-call-light.alt.json' with { type: 'json' };
import problem34 from '../problems/34-level-cycling.json' with { type: 'json' };
import solution34 from '../solutions/34-level-cycling.json' with { type: 'json' };
import solution34alt from '../solutions/34-level-cycling.alt.json' with { type: 'json' };
import problem35 from '../problems/35-top-up-and-mix.json' with { type: 'json' };
import solution35 from '../solutions/35-top-up-and-mix.json' with { type: 'json' };
import problem36 from '../problems/36-warning-before-the-arm.json' with { type: 'json' };
import solution36 from '../solutions/36-warning-before-the-arm.json' with { type: 'json' };
import solution36alt from '../solutions/36-warning-before-the-arm.alt.json' with { type: 'json' };
import problem37 from '../problems/37-inject-until-full.json' with { type: 'json' };
import solution37 from '../solutions/37-inject-until-full.json' with { type: 'json' };
import problem38 from '../problems/38-automatic-traffic-cycle.json' with { type: 'json' };
import solution38 from '../solutions/38-automatic-traffic-cycle.json' with { type: 'json' };
import solution38alt from '../solutions/38-automatic-traffic-cycle.alt.json' with { type: 'json' };
import problem39 from '../problems/39-two-road-cycle.json' with { type: 'json' };
import solution39 from '../solutions/39-two-road-cycle.json' with { type: 'json' };
import problem40 from '../problems/40-alarm-acknowledge.json' with { type: 'json' };
import solution40 from '../solutions/40-alarm-acknowledge.json' with { type: 'json' };
import solution40alt from '../solutions/40-alarm-acknowledge.alt.json' with { type: 'json' };
import problem41 from '../problems/41-timed-sample-draw.json' with { type: 'json' };
import solution41 from '../solutions/41-timed-sample-draw.json' with { type: 'json' };
import problem42 from '../problems/42-three-rinse-cycles.json' with { type: 'json' };
import solution42 from '../solutions/42-three-rinse-cycles.json' with { type: 'json' };
import problem43 from '../problems/43-two-liquid-batches.json' with { type: 'json' };
import solution43 from '../solutions/43-two-liquid-batches.json' with { type: 'json' };
import problem44 from '../problems/44-flashing-crossing.json' with { type: 'json' };
import solution44 from '../solutions/44-flashing-crossing.json' with { type: 'json' };
import solution44alt from '../solutions/44-flashing-crossing.alt.json' with { type: 'json' };
import problem45 from '../problems/45-two-part-production-run.json' with { type: 'json' };
import solution45 from '../solutions/45-two-part-production-run.json' with { type: 'json' };
import problem46 from '../problems/46-pedestrian-request.json' with { type: 'json' };
import solution46 from '../solutions/46-pedestrian-request.json' with { type: 'json' };
import problem47 from '../problems/47-side-road-detector.json' with { type: 'json' };
import solution47 from '../solutions/47-side-road-detector.json' with { type: 'json' };
import problem48 from '../problems/48-bin-level-counter.json' with { type: 'json' };
import solution48 from '../solutions/48-bin-level-counter.json' with { type: 'json' };

export const MORE_PROBLEM_FILES: readonly unknown[] = [
  problem26,
  problem27,
  problem28,
  problem29,
  problem30,
  problem31,
  problem32,
  problem33,
  problem34,
  problem35,
  problem36,
  problem37,
  problem38,
  problem39,
  problem40,
  problem41,
  problem42,
  problem43,
  problem44,
  problem45,
  problem46,
  problem47,
  problem48,
];
export const MORE_SOLUTION_FILES: readonly unknown[] = [
  solution26,
  solution26alt,
  solution27,
  solution28,
  solution28alt,
  solution29,
  solution29alt,
  solution30,
  solution31,
  solution31alt,
  solution32,
  solution33,
  solution33alt,
  solution34,
  solution34alt,
  solution35,
  solution36,
  solution36alt,
  solution37,
  solution38,
  solution38alt,
  solution39,
  solution40,
  solution40alt,
  solution41,
  solution42,
  solution43,
  solution44,
  solution44alt,
  solution45,
  solution46,
  solution47,
  solution48,
];
