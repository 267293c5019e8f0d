/** The iframe routes: `/embed/examples/{id}`, `/embed/problems/{id}`, `/embed/share/{shareId}`. */
const EMBED_PATH = /^\/embed\/(examples|problems|share)\/([^/]+)\/?$/;

export const isEmbedPath = (pathname: string): boolean => pathname.startsWith('/embed/');

/** The widget `src` (`examples/3`) and the full editor's path (`/examples/3`) of an embed path. */
export function embedTarget(pathname: string): { src: string; editorPath: string } | null {
  const match = EMBED_PATH.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  const src = `${match[1]}/${match[2]}`;
  return { src, editorPath: `/${src}` };
}
