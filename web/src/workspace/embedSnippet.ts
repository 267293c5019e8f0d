/**
 * The embed code the Share dialog offers (docs/embedding.md "1. An iframe"): an iframe of
 * `/embed/share/{id}?autoRun=1&height=auto`, which posts its content height to the course page, and the
 * documented listener that sizes the frame to it. Where a page strips scripts, the frame keeps its
 * fallback height and scrolls inside.
 */

/** The frame's height until the embed reports its own (the seal-in example is 643 px on desktop). */
export const FALLBACK_FRAME_HEIGHT = 660;

/** The listener a course page needs once for any number of auto-height embeds (docs/embedding.md). */
export const HEIGHT_LISTENER = `<script>
  addEventListener('message', (event) => {
    if (event.data?.type !== 'plcsim:height' || event.data.version !== 1) return;
    for (const frame of document.querySelectorAll('iframe'))
      if (frame.contentWindow === event.source) frame.style.height = event.data.height + 'px';
  });
</script>`;

/**
 * The iframe and the listener a teacher pastes into a course page for share `shareId`. The address needs
 * no escaping in the attribute: the origin is a URL origin, the id is URI-encoded, and `&height` is no
 * character reference.
 */
export function embedSnippet(origin: string, shareId: string): string {
  const src = `${origin}/embed/share/${encodeURIComponent(shareId)}?autoRun=1&height=auto`;
  const frame =
    `<iframe src="${src}" title="PLC simulator" width="100%" ` +
    `height="${FALLBACK_FRAME_HEIGHT}" style="border:0" loading="lazy" allow="clipboard-write"></iframe>`;
  return `${frame}\n${HEIGHT_LISTENER}`;
}
