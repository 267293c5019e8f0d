/**
 * Every example document, in exampleNumber order (one JSON file per example in `../examples`).
 * Written by authoring/examples/generate.ts.
 */
import example01 from '../examples/01-contacts-and-coils.json' with { type: 'json' };
import example02 from '../examples/02-start-stop-seal-in.json' with { type: 'json' };
import example03 from '../examples/03-hold-to-run-door.json' with { type: 'json' };
import example04 from '../examples/04-latch-and-unlatch.json' with { type: 'json' };
import example05 from '../examples/05-on-delay-timer.json' with { type: 'json' };
import example06 from '../examples/06-off-delay-crossing.json' with { type: 'json' };
import example07 from '../examples/07-water-tank-st.json' with { type: 'json' };
import example08 from '../examples/08-car-wash-stations.json' with { type: 'json' };
import example09 from '../examples/09-parts-counter.json' with { type: 'json' };
import example10 from '../examples/10-one-shot-toggle.json' with { type: 'json' };
import example11 from '../examples/11-flashing-light.json' with { type: 'json' };
import example12 from '../examples/12-compressor-run-meter.json' with { type: 'json' };
import example13 from '../examples/13-cylinder-speed-mov.json' with { type: 'json' };
import example14 from '../examples/14-bottle-fill-st.json' with { type: 'json' };
import example15 from '../examples/15-boxes-on-belt.json' with { type: 'json' };
import example16 from '../examples/16-cars-in-wash.json' with { type: 'json' };
import example17 from '../examples/17-intersection-one-timer.json' with { type: 'json' };
import example18 from '../examples/18-elevator-compares.json' with { type: 'json' };
import example19 from '../examples/19-stack-light-steps.json' with { type: 'json' };
import example20 from '../examples/20-traffic-light-presets.json' with { type: 'json' };
import example21 from '../examples/21-compressor-cycles-st.json' with { type: 'json' };
import example22 from '../examples/22-cylinder-speed-ramp.json' with { type: 'json' };
import example23 from '../examples/23-mixing-batch-st.json' with { type: 'json' };
import example24 from '../examples/24-injection-mold-cycle.json' with { type: 'json' };
import example25 from '../examples/25-oven-pi-loop.json' with { type: 'json' };

export const EXAMPLE_FILES: readonly unknown[] = [
  example01,
  example02,
  example03,
  example04,
  example05,
  example06,
  example07,
  example08,
  example09,
  example10,
  example11,
  example12,
  example13,
  example14,
  example15,
  example16,
  example17,
  example18,
  example19,
  example20,
  example21,
  example22,
  example23,
  example24,
  example25,
];
