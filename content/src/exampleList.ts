/** Every example document, in exampleNumber order (one JSON file per example in `../examples`). */
import example01 from '../examples/01-start-stop-seal-in.json' with { type: 'json' };
import example02 from '../examples/02-on-delay-timer.json' with { type: 'json' };
import example03 from '../examples/03-water-tank-st.json' with { type: 'json' };
import example04 from '../examples/04-parts-counter.json' with { type: 'json' };

export const EXAMPLE_FILES: readonly unknown[] = [example01, example02, example03, example04];
