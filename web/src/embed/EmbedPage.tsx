import { parseEmbedOptions, PlcSimulator } from '@plcsim/widget';
import { useEffect, useRef } from 'react';
import { API_BASE } from '../api/http.ts';
import { embedTarget } from './embedRoute.ts';
import { usePostHeight } from './usePostHeight.ts';

export interface EmbedPageProps {
  pathname: string;
  search: string;
}

/**
 * An iframe page: `<PlcSimulator>` on an example, problem or shared project, with the query's options
 * (`autoRun`, `panels`, `theme`, `height`, `mode`), no site chrome, and a link to the full editor.
 * Without `height` it fills the frame; `height=auto` makes the page as tall as its content and posts that
 * height to the page holding the frame (docs/embedding.md "Height"); a number fixes the widget's height.
 */
export function EmbedPage({ pathname, search }: EmbedPageProps) {
  const target = embedTarget(pathname);
  const query = new URLSearchParams(search);
  const options = parseEmbedOptions((name) => query.get(name));
  const auto = options.height === 'auto';
  const main = useRef<HTMLElement>(null);
  usePostHeight(main, auto, `${pathname}${search}`);
  const className = auto ? 'embed embed--auto' : 'embed';
  useEffect(() => {
    document.documentElement.dataset.theme = options.theme;
    document.title = 'PLC IO Simulator';
  }, [options.theme]);
  if (!target) {
    return (
      <main ref={main} className={className}>
        <p role="alert" className="embed__problem">
          This embed link is not valid: use /embed/examples/…, /embed/problems/… or /embed/share/….
        </p>
      </main>
    );
  }
  return (
    <main ref={main} className={className}>
      <PlcSimulator
        src={target.src}
        apiBase={API_BASE}
        mode={options.mode}
        autoRun={options.autoRun}
        panels={options.panels}
        theme={options.theme}
        {...(options.height === undefined ? {} : { height: options.height })}
        className="embed__simulator"
      />
      <p className="embed__footer">
        <a href={target.editorPath} target="_blank" rel="noopener">
          Open in full editor
        </a>
      </p>
    </main>
  );
}
