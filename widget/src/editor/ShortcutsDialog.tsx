import { useEffect, useId, useRef } from 'react';
import { SHORTCUT_HELP } from './shortcuts.ts';

/** Props of `ShortcutsDialog`. */
export interface ShortcutsDialogProps {
  onClose: () => void;
}

/** The `?` overlay: every editor shortcut in a modal dialog; Escape or Close closes it. */
export function ShortcutsDialog({ onClose }: ShortcutsDialogProps) {
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => close.current?.focus(), []);
  return (
    <div
      className="plc-shortcuts"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' || event.key === '?') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="plc-shortcuts__box">
        <div className="plc-shortcuts__head">
          <h2 id={titleId}>Keyboard shortcuts</h2>
          <button ref={close} type="button" onClick={onClose}>
            Close
          </button>
        </div>
        <table>
          <tbody>
            {SHORTCUT_HELP.map((line) => (
              <tr key={line.keys}>
                <th scope="row">
                  <kbd>{line.keys}</kbd>
                </th>
                <td>{line.does}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
