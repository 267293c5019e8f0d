import { useEffect, useId, useRef } from 'react';

/** A rung being edited as text: its id, the text typed so far, the last refusal and where it is drawn. */
export interface RungTextEdit {
  rungId: string;
  text: string;
  /** The parser's (or the action's) reason the last Enter was refused; null before one. */
  error: string | null;
  /** Pixels from the top of the ladder box to the rung's drawing, where the box opens. */
  top: number;
}

/** Props of `RungTextBox`. */
export interface RungTextBoxProps {
  edit: RungTextEdit;
  /** The rung's number in the ladder. */
  index: number;
  onChange: (text: string) => void;
  /** Enter: apply the text (the editor performs `replaceRungText`). */
  onApply: (text: string) => void;
  /** Escape: leave the rung as it was. */
  onCancel: () => void;
}

/**
 * A main rung as one line of neutral text (`XIC(Start)OTE(Motor);`), over the rung's drawing. Enter
 * applies it; a refusal shows the parser's `line:col: message` under the field and keeps the text;
 * Escape cancels. The rung changes only when its text reads.
 */
export function RungTextBox({ edit, index, onChange, onApply, onCancel }: RungTextBoxProps) {
  const field = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <div className="plc-rung-text" style={{ top: edit.top }}>
      <input
        ref={field}
        type="text"
        className="plc-rung-text__field"
        aria-label={`Rung ${index} as text`}
        aria-invalid={edit.error !== null || undefined}
        aria-describedby={edit.error === null ? undefined : errorId}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        value={edit.text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onApply(edit.text);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <div className="plc-rung-text__actions">
        <button type="button" onClick={() => onApply(edit.text)}>
          Apply
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {edit.error !== null && (
        <p className="plc-rung-text__error" id={errorId} role="alert">
          {edit.error}
        </p>
      )}
    </div>
  );
}
