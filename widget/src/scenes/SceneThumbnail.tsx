import { SCENE_CATALOGUE, type SceneId } from '@plcsim/compiler';
import { useMemo } from 'react';
import { sceneThumbnailUrl } from './thumbnail.ts';

export interface SceneThumbnailProps {
  scene: string | null | undefined;
  /** Width in CSS pixels (height is half). */
  width?: number;
  className?: string;
}

/** A list card's picture of a scene; a grey placeholder icon for EMPTY or a missing scene. */
export function SceneThumbnail({ scene, width = 160, className }: SceneThumbnailProps) {
  const url = useMemo(() => sceneThumbnailUrl(scene), [scene]);
  const height = width / 2;
  if (url) {
    const name = SCENE_CATALOGUE[scene as SceneId].name;
    return <img className={className} src={url} width={width} height={height} alt={`${name} scene`} />;
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
