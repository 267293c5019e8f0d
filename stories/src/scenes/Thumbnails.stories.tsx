import { SCENES } from '@plcsim/compiler';
import { SceneThumbnail } from '@plcsim/widget';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The static pictures list cards show: every scene at rest, and the placeholder for EMPTY or a missing scene. */
function ThumbnailGallery() {
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 170px)', gap: 12, font: '12px system-ui' }}
    >
      {[...SCENES, null].map((scene) => (
        <figure key={scene ?? 'missing'} style={{ margin: 0 }}>
          <SceneThumbnail scene={scene} width={160} />
          <figcaption>{scene ?? '(missing)'}</figcaption>
        </figure>
      ))}
    </div>
  );
}

const meta = { title: 'Scenes/Thumbnails', component: ThumbnailGallery } satisfies Meta<
  typeof ThumbnailGallery
>;
export default meta;

export const AllScenes: StoryObj<typeof meta> = {};
