import type { Engine } from '@plcsim/engine-wasm';
import { SceneCode } from '@plcsim/engine-wasm';
import { SCENE_CATALOGUE, type SceneId } from '@plcsim/compiler';
import { useEffect, useRef } from 'react';
import { initialSceneFrame, readSceneFrame } from './frame.ts';
import { loadSceneDrawing } from './loadSceneDrawing.ts';

export interface SceneCanvasProps {
  scene: SceneId;
  /** The engine running the program; without one (or before it loads this scene) the scene rests. */
  engine?: Engine | null;
  /** True while scans run. */
  running?: boolean;
  /** Saved scene variables shown while the engine is not driving the scene. */
  sceneVars?: Record<string, number>;
  className?: string;
}

/**
 * The animated drawing of a scene (400 × 200, scaled to its box). It reads the engine's memory on
 * every animation frame, independent of the scan rate; nothing is copied per scan.
 */
export function SceneCanvas({
  scene,
  engine = null,
  running = false,
  sceneVars,
  className,
}: SceneCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const live = useRef({ engine, running, sceneVars });
  useEffect(() => {
    live.current = { engine, running, sceneVars };
  }, [engine, running, sceneVars]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const definition = SCENE_CATALOGUE[scene] ?? SCENE_CATALOGUE.EMPTY;
    let stop: (() => void) | null = null;
    let unmounted = false;
    // paper.js and this scene's drawing come in chunks of their own (only this scene's, not every
    // scene's); the canvas keeps its size until they arrive.
    loadSceneDrawing(definition.id).then(
      ({ createSceneScope, disposeSceneScope, draw: drawScene }) => {
        if (unmounted) return;
        const scope = createSceneScope(canvas);
        const drawing = drawScene(scope);
        let frameRequest = 0;
        const draw = (now: number) => {
          const { engine: current, running: isRunning, sceneVars: saved } = live.current;
          const driven = current !== null && current.sceneCode === SceneCode[definition.id];
          try {
            // paper.js adds new items to the active scope; several scenes may share the page.
            scope.activate();
            drawing.update(
              driven
                ? readSceneFrame(current, definition.id, isRunning)
                : initialSceneFrame(definition.id, saved),
              now,
            );
            scope.view.update();
          } catch (error) {
            console.error('Scene drawing failed', error);
          }
          frameRequest = requestAnimationFrame(draw);
        };
        frameRequest = requestAnimationFrame(draw);
        stop = () => {
          cancelAnimationFrame(frameRequest);
          disposeSceneScope(scope);
        };
      },
      (error: unknown) => console.error('The scene drawing could not be loaded', error),
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [scene]);

  const name = (SCENE_CATALOGUE[scene] ?? SCENE_CATALOGUE.EMPTY).name;
  return (
    <canvas
      ref={canvasRef}
      className={className}
      role="img"
      aria-label={`${name} scene`}
      data-scene={scene}
      style={{ width: '100%', height: 'auto', aspectRatio: '2 / 1', display: 'block' }}
    />
  );
}
