/**
 * The message an iframe embed (`/embed/…?height=auto`) posts to the page holding it, on load and each
 * time its content changes height, so the page can size the frame to fit (docs/embedding.md "Height").
 * Version 1 of the shape: `{ type: 'plcsim:height', version: 1, height, src }`. A later version may add
 * fields; it changes `version` only if a field's meaning changes.
 */
export const HEIGHT_MESSAGE_TYPE = 'plcsim:height';
export const HEIGHT_MESSAGE_VERSION = 1;

export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE_TYPE;
  version: typeof HEIGHT_MESSAGE_VERSION;
  /** The embed page's content height in CSS pixels, rounded up: the frame height that shows it all. */
  height: number;
  /** The embed's address (path and query), to tell several embeds apart without comparing windows. */
  src: string;
}

/** The message for content `height` px tall (rounded up; never negative) of the embed at `src`. */
export function heightMessage(height: number, src: string): HeightMessage {
  return {
    type: HEIGHT_MESSAGE_TYPE,
    version: HEIGHT_MESSAGE_VERSION,
    height: Math.max(0, Math.ceil(height)),
    src,
  };
}

/** True for a version-1 height message (what a host page's listener accepts). */
export function isHeightMessage(data: unknown): data is HeightMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<Record<keyof HeightMessage, unknown>>;
  return (
    message.type === HEIGHT_MESSAGE_TYPE &&
    message.version === HEIGHT_MESSAGE_VERSION &&
    typeof message.height === 'number' &&
    Number.isFinite(message.height) &&
    message.height >= 0 &&
    typeof message.src === 'string'
  );
}
