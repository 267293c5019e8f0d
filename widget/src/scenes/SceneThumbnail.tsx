import { SCENE_CATALOGUE, type SceneId } from '@plcsim/compiler';
import { useEffect, useState } from 'react';
import { loadSceneDrawing } from './loadSceneDrawing.ts';

export interface SceneThumbnailProps {
  scene: string | null | undefined;
  /** Width in CSS pixels (height is half). */
  width?: number;
  className?: string;
}

const hasDrawing = (scene: string | null | undefined): scene is SceneId =>
  !!scene && scene !== 'EMPTY' && Object.hasOwn(SCENE_CATALOGUE, scene);

/**
 * A list card's picture of a scene; a grey placeholder icon for EMPTY or a missing scene. The picture
 * is drawn once paper.js and the scene's drawing have loaded (chunks of their own); until then a blank box of the same size holds
 * its place.
 */
export function SceneThumbnail({ scene, width = 160, className }: SceneThumbnailProps) {
  const [drawn, setDrawn] = useState<{ scene: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!hasDrawing(scene)) return;
    let current = true;
    loadSceneDrawing(scene).then(
      ({ sceneThumbnailUrl, draw }) => {
        if (current) setDrawn({ scene, url: sceneThumbnailUrl(scene, draw) });
      },
      (error: unknown) => {
        console.error('The scene drawing could not be loaded', error);
        if (current) setDrawn({ scene, url: null });
      },
    );
    return () => {
      current = false;
    };
  }, [scene]);
  const height = width / 2;
  if (hasDrawing(scene)) {
    const name = SCENE_CATALOGUE[scene].name;
    const url = drawn?.scene === scene ? drawn.url : undefined;
    if (url) {
      return <img className={className} src={url} width={width} height={height} alt={`${name} scene`} />;
    }
    if (url === undefined) {
      return (
        <span
          className={className}
          style={{ display: 'inline-block', width, height }}
          role="img"
          aria-label={`${name} scene`}
          aria-busy="true"
        />
      );
    }
  }
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox="0 0 80 40"
      role="img"
      aria-label="No scene"
      data-placeholder="scene"
    >
      <title>No scene</title>
      <rect x="0" y="0" width="80" height="40" rx="3" fill="#e0e3e7" />
      <g fill="none" stroke="#9aa1a9" strokeWidth="2" strokeLinejoin="round">
        <rect x="26" y="9" width="28" height="22" rx="2" />
        <path d="M28 29 l8 -9 l6 6 l4 -4 l6 7" />
      </g>
      <circle cx="47" cy="15" r="2.5" fill="#9aa1a9" />
    </svg>
  );
}
