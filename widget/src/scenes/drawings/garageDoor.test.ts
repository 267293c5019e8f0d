import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { drawGarageDoor } from './garageDoor.ts';
import { drawScene, frameOf, itDrawsTheBasics, named } from './sceneTestKit.ts';

describe('drawGarageDoor', () => {
  itDrawsTheBasics('GARAGE_DOOR', drawGarageDoor, {
    low: { position: 0 },
    high: { position: 60 },
    lamps: true,
    motion: { io: { FWD: 1 }, what: 'the motor pulley' },
  });

  it('lowers the door as the position goes from 0 (open) to 60 (closed)', () => {
    const { scope, drawing } = drawScene(drawGarageDoor);
    const door = named(scope, 'door');
    const bottomAt = (position: number) => {
      drawing.update(frameOf('GARAGE_DOOR', { vars: { position } }), 0);
      return door.bounds.bottom;
    };
    const open = bottomAt(0);
    const half = bottomAt(30);
    const closed = bottomAt(60);
    expect(open).toBeLessThan(half);
    expect(half).toBeLessThan(closed);
    expect(closed - open).toBeGreaterThan(80);
  });
});
