/**
 * The Air Compressor's pressure transmitter (issue 26), drawn only while the project has it (the VM sets
 * the `transmitter` variable): a PT head under the gauge reading the pressure in bar (pressure / 27).
 */
import type paper from 'paper/dist/paper-core';
import type { SceneFrame } from '../frame.ts';
import { label } from './deviceParts.ts';
import { box } from './sceneKit.ts';

/** Pressure units per bar (engine-wasm/assembly/scene/airCompressor.ts). */
export const UNITS_PER_BAR = 27;

export interface PressureTransmitter {
  update(frame: SceneFrame): void;
}

export function drawPressureTransmitter(scope: paper.PaperScope, x: number, y: number): PressureTransmitter {
  const head = box(scope, x, y, 56, 24, { fill: '#f4f6f8', radius: 4 });
  const tag = label(scope, 'PT', x + 6, y + 10, { align: 'left', size: 7, bold: true });
  const reading = label(scope, '', x + 28, y + 20, { size: 9, bold: true });
  reading.name = 'pressure reading';
  const parts = [head, tag, reading];
  return {
    update(frame) {
      const present = (frame.vars.transmitter ?? 0) > 0;
      for (const part of parts) part.visible = present;
      if (!present) return;
      reading.content = `${((frame.vars.pressure ?? 0) / UNITS_PER_BAR).toFixed(2)} bar`;
    },
  };
}
