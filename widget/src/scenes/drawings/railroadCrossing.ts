/**
 * Railroad crossing: a road crossing the track, seen from an approaching car. The gate arm pivots
 * from horizontal (rotation 0, down across the road) to vertical (90, up); the two red lights on
 * the signal post follow LIGHT1 and LIGHT2.
 */
import type { SceneRenderer } from './types.ts';
import { SCENE_HEIGHT, SCENE_WIDTH } from './types.ts';
import { palette } from './palette.ts';
import { indicator, label, lamp } from './deviceParts.ts';
import { box, disc, line, poly } from './sceneKit.ts';

const PIVOT_X = 284;
const PIVOT_Y = 150;
const ARM_LENGTH = 138;
const POST_X = 335;

export const drawRailroadCrossing: SceneRenderer = (scope) => {
  scope.activate();
  box(scope, 0, 0, SCENE_WIDTH, SCENE_HEIGHT, { fill: palette.sky, stroke: null });

  // Far scenery: hills and clouds.
  poly(
    scope,
    [
      [0, 128],
      [60, 104],
      [130, 120],
      [210, 98],
      [290, 118],
      [400, 100],
      [400, 130],
      [0, 130],
    ],
    true,
    {
      fill: '#b9d7a8',
      stroke: null,
    },
  );
  for (const [x, y] of [
    [60, 30],
    [180, 22],
  ] as const) {
    disc(scope, x, y, 10, { fill: '#ffffff', stroke: null });
    disc(scope, x + 12, y - 4, 12, { fill: '#ffffff', stroke: null });
    disc(scope, x + 25, y, 9, { fill: '#ffffff', stroke: null });
  }

  // Grass, the track (ballast, ties, rails) running across, then the road coming towards us.
  box(scope, 0, 128, SCENE_WIDTH, 72, { fill: '#9ccc65', stroke: null });
  box(scope, 0, 128, SCENE_WIDTH, 11, { fill: '#a1887f', stroke: null });
  for (let x = 4; x < SCENE_WIDTH; x += 12) box(scope, x, 131, 7, 6, { fill: '#6d4c41', stroke: null });
  poly(
    scope,
    [
      [172, 130],
      [228, 130],
      [322, 200],
      [78, 200],
    ],
    true,
    { fill: palette.ground, strokeWidth: 1 },
  );
  for (let i = 0; i < 4; i++) {
    const top = 144 + i * 15;
    box(scope, 198.5 - i * 0.4, top, 3 + i * 0.8, 8, { fill: '#f5f5f5', stroke: null });
  }
  box(scope, 0, 128, SCENE_WIDTH, 2, { fill: palette.steelDark, stroke: null });
  box(scope, 0, 136, SCENE_WIDTH, 2, { fill: palette.steelDark, stroke: null });

  // Signal post with crossbuck, lamp bar and the two red lights.
  box(scope, POST_X - 4, 40, 8, 138, { fill: palette.steel });
  box(scope, POST_X - 14, 176, 28, 6, { fill: palette.steelDark });
  for (const angle of [32, -32]) {
    const board = box(scope, POST_X - 30, 32, 60, 9, { fill: '#fafafa', radius: 1 });
    board.rotate(angle, new scope.Point(POST_X, 36.5));
  }
  disc(scope, POST_X, 36.5, 2, { fill: palette.steelDark });
  box(scope, POST_X - 22, 70, 44, 5, { fill: palette.outline, stroke: null });
  const lights = [
    { alias: 'LIGHT1', x: POST_X - 17 },
    { alias: 'LIGHT2', x: POST_X + 17 },
  ].map(({ alias, x }) => {
    disc(scope, x, 72, 14, { fill: '#202326' });
    const visor = new scope.Path.Arc(
      new scope.Point(x - 13, 66),
      new scope.Point(x, 57),
      new scope.Point(x + 13, 66),
    );
    visor.strokeColor = new scope.Color(palette.outline);
    visor.strokeWidth = 3;
    const light = lamp(scope, x, 72, 9, palette.red, alias);
    label(scope, alias, x + (x < POST_X ? -7 : 7), 98);
    return { alias, light };
  });

  // Gate mechanism on the post, then the striped arm with its counterweight (built pointing left).
  box(scope, PIVOT_X - 6, PIVOT_Y - 14, POST_X - PIVOT_X + 2, 28, { fill: palette.steelDark, radius: 3 });
  const arm = new scope.Group([
    box(scope, PIVOT_X - ARM_LENGTH, PIVOT_Y - 3.5, ARM_LENGTH, 7, { fill: '#fafafa' }),
  ]);
  for (let x = PIVOT_X - ARM_LENGTH; x < PIVOT_X - 8; x += 28) {
    arm.addChild(box(scope, x, PIVOT_Y - 3.5, 14, 7, { fill: palette.red, stroke: null }));
  }
  arm.addChild(box(scope, PIVOT_X + 5, PIVOT_Y - 6, 20, 12, { fill: palette.outline, radius: 2 }));
  arm.addChild(disc(scope, PIVOT_X, PIVOT_Y, 5, { fill: palette.steel }));
  arm.name = 'arm';
  arm.applyMatrix = false;
  arm.pivot = new scope.Point(PIVOT_X, PIVOT_Y);
  label(scope, 'GATE', PIVOT_X + 18, 188);

  // Motor outputs and limit switches, next to the post.
  const x = 357;
  box(scope, POST_X + 4, 106, 56, 62, { fill: '#eceff1', radius: 3 });
  const fwd = indicator(scope, 'FWD', x, 118, { colour: palette.amber });
  const rev = indicator(scope, 'REV', x, 130, { colour: palette.amber });
  const up = indicator(scope, 'UP', x, 146);
  const down = indicator(scope, 'DOWN', x, 158);
  line(scope, [x - 5, 138], [x + 36, 138], palette.steel, 0.5);

  return {
    update(frame) {
      const rotation = Math.min(90, Math.max(0, frame.vars.rotation ?? 0));
      arm.rotation = rotation;
      for (const { alias, light } of lights) light.set(frame.io[alias] ?? 0);
      fwd.set(frame.io.FWD ?? 0);
      rev.set(frame.io.REV ?? 0);
      up.set(frame.io.UP ?? 0);
      down.set(frame.io.DOWN ?? 0);
    },
  };
};
