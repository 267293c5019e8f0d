import { useEffect, useId, useRef, type ReactNode } from 'react';

/** Props of `WorkspaceDialog`. */
export interface WorkspaceDialogProps {
  title: string;
  children: ReactNode;
  /** The buttons, last. */
  actions: ReactNode;
  onClose: () => void;
}

/**
 * A modal dialog of the workspace on the browser's `<dialog>` (focus kept inside, Escape closes, the
 * page behind inert); the first button takes the focus.
 */
export function WorkspaceDialog({ title, children, actions, onClose }: WorkspaceDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    dialog.querySelector<HTMLElement>('.workspace-dialog__actions button')?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className="workspace-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="workspace-dialog__title">
        {title}
      </h2>
      <div className="workspace-dialog__body">{children}</div>
      <div className="workspace-dialog__actions">{actions}</div>
    </dialog>
  );
}
