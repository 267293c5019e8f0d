import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './help.css';

/** Permissions a video player needs; nothing is granted until the visitor presses play. */
const PLAYER_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

/**
 * A tutorial video that loads only on request: until the visitor presses "Play video", the page makes no
 * request to the player's host. With no `src` the slot says the video is not available yet.
 */
export function VideoSlot({ title, src }: { title: string; src: string }) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const captionId = useId();

  useEffect(() => {
    // The button that had focus is gone: hand focus to the player that replaced it.
    if (playing) frameRef.current?.focus();
  }, [playing]);

  let content: ReactNode;
  if (src === '') {
    content = <p>This video is not available yet.</p>;
  } else if (playing) {
    content = (
      <iframe
        ref={frameRef}
        src={src}
        title={title}
        allow={PLAYER_ALLOW}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  } else {
    content = (
      <button type="button" aria-describedby={captionId} onClick={() => setPlaying(true)}>
        Play video
      </button>
    );
  }

  return (
    <figure className="help-video">
      <div className="help-video-frame">{content}</div>
      <figcaption id={captionId}>{title}</figcaption>
    </figure>
  );
}
