import { useEffect, useId, useState, type ReactNode } from 'react';
import { embedSnippet } from './embedSnippet.ts';
import { WorkspaceDialog } from './WorkspaceDialog.tsx';

/** How long 'Link Copied!' shows (spec 000 §9: 1 second). */
export const LINK_COPIED_MS = 1000;

/**
 * The share dialog (spec 000 §2 "Dialogs"): the link {host}/share/{shareId}, Copy Link (its label
 * becomes 'Link Copied!' for 1 second) and Close; an Embed tab with the iframe snippet; `children` below
 * (an update's notice, Publish to Community).
 */
export function ShareDialog({
  shareId,
  onClose,
  children,
}: {
  shareId: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  const origin = window.location.origin;
  const link = `${origin}/share/${encodeURIComponent(shareId)}`;
  const [view, setView] = useState<'link' | 'embed'>('link');
  const [copied, setCopied] = useState<'link' | 'embed' | null>(null);
  const id = useId();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const text = view === 'link' ? link : embedSnippet(origin, shareId);
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied(view),
      (error: unknown) => console.error('Copying the link failed.', error),
    );
  };
  return (
    <WorkspaceDialog
      title="Share Project"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="workspace-button workspace-button--primary" onClick={copy}>
            {view === 'link'
              ? copied === 'link'
                ? 'Link Copied!'
                : 'Copy Link'
              : copied === 'embed'
                ? 'Code Copied!'
                : 'Copy Code'}
          </button>
          <button type="button" className="workspace-button" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <div className="workspace-share__tabs" role="tablist" aria-label="Share as">
        {(['link', 'embed'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={view === name}
            aria-controls={`${id}-panel`}
            className="workspace-button"
            onClick={() => setView(name)}
          >
            {name === 'link' ? 'Link' : 'Embed'}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${view}`}>
        {view === 'link' ? (
          <input
            className="workspace-share__link"
            readOnly
            value={link}
            aria-label="Share link"
            onFocus={(e) => e.target.select()}
          />
        ) : (
          <>
            <p>Paste this into a course page to embed the simulator running this project:</p>
            <textarea
              className="workspace-share__link workspace-share__snippet"
              readOnly
              value={text}
              aria-label="Embed code"
              onFocus={(e) => e.target.select()}
            />
          </>
        )}
      </div>
      {children}
    </WorkspaceDialog>
  );
}
