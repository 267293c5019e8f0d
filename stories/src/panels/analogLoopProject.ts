import { createEmptyProject, createTag, type Project } from '@plcsim/compiler';

/**
 * A temperature loop for the analog trend story (issue 26), all in Structured Text: a P-only
 * controller drives the heater AO0 (0–100 %) towards Temp_SP, and the program itself models the oven
 * (a first-order lag of 4 s towards 20 °C + 2.5 °C per % of heater) and writes the thermocouple AI0
 * (0–300 °C), so the story runs without a scene. P-only leaves its offset below the setpoint.
 */
export function analogLoopProject(): Project {
  let next = 0;
  const newId = () => `loop-${next++}`;
  const sp = createTag('Temp_SP', 'REAL', 150, newId).tag;
  const pv = {
    ...createTag('AI0', 'REAL', 20, newId).tag,
    alias: 'TEMP',
    range: { min: 0, max: 300, unit: '°C' },
  };
  const out = {
    ...createTag('AO0', 'REAL', 0, newId).tag,
    alias: 'HEATER',
    range: { min: 0, max: 100, unit: '%' },
  };
  const heating = createTag('DO0', 'BOOL', 0, newId).tag;
  const project = createEmptyProject('Analog loop');
  return {
    ...project,
    tagMap: Object.fromEntries([sp, pv, out, heating].map((tag) => [tag.uuid, tag])),
    programMode: 'ST',
    stSource: [
      'AO0 := 2.0 * (Temp_SP - AI0);',
      'IF AO0 > 100.0 THEN AO0 := 100.0; END_IF;',
      'IF AO0 < 0.0 THEN AO0 := 0.0; END_IF;',
      'DO0 := AO0 > 0.0;',
      '(* The oven: 100 ms scans, a 4 s lag. *)',
      'AI0 := AI0 + (20.0 + 2.5 * AO0 - AI0) * 0.025;',
      '',
    ].join('\n'),
  };
}
