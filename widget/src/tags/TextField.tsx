import { useState, type KeyboardEvent } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  disabled?: boolean;
  title?: string | undefined;
  /** A number field: 'integer' (a numeric keypad on phones) or 'real' (a text keyboard, for `.`, `-`, `E`). */
  numeric?: 'integer' | 'real';
  /** Shown while the field is empty. */
  placeholder?: string;
  /** Width in characters; 8 for numbers, else 10. */
  size?: number;
  /** Applies the text; a refusal's reason puts the field back to `value`. */
  onCommit: (text: string) => string | null;
}

/**
 * A text field that applies its text on Enter or when it loses focus (when changed), and goes back to
 * `value` on Escape or when the edit is refused. Keyed by `value` by its parent, so a new stored value
 * (an undo) resets it.
 */
export function TextField({
  label,
  value,
  disabled,
  title,
  numeric,
  placeholder,
  size,
  onCommit,
}: TextFieldProps) {
  const [text, setText] = useState(value);
  const commit = () => {
    if (text === value) return;
    if (onCommit(text) !== null) setText(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setText(value);
    }
  };
  return (
    <input
      type="text"
      className="plc-tags__field"
      aria-label={label}
      title={title}
      placeholder={placeholder}
      value={text}
      disabled={disabled}
      inputMode={numeric === 'integer' ? 'numeric' : undefined}
      size={size ?? (numeric ? 8 : 10)}
      spellCheck={false}
      autoComplete="off"
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
}
