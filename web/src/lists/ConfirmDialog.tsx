import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogAction {
  label: string;
  onClick: () => void;
  primary?: boolean;
}

/** The generic confirmation dialog (spec 001 §2): a header, a message and action buttons. */
export function ConfirmDialog({
  header,
  children,
  actions,
  onClose,
}: {
  header: string;
  children: ReactNode;
  actions: readonly DialogAction[];
  onClose: () => void;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="dialog-backdrop">
      <div ref={ref} className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{header}</h2>
        <div className="dialog-body">{children}</div>
        <div className="dialog-actions">
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className={action.primary ? 'button primary' : 'button'}
              onClick={action.onClick}
            >
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
