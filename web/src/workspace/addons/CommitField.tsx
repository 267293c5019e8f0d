import { useState, type KeyboardEvent } from 'react';

/** Props of `CommitField`. */
export interface CommitFieldProps {
  value: string;
  label: string;
  /** Commits the text: the refusal's reason, or null when taken. */
  onCommit(text: string): string | null;
  onRefused(reason: string): void;
  disabled?: boolean;
  multiline?: boolean;
  className?: string;
  inputMode?: 'decimal' | 'text';
}

/**
 * A text field that commits when it loses the focus or on Enter (Escape puts the value back); a
 * refused text is put back too and its reason reported.
 */
export function CommitField({
  value,
  label,
  onCommit,
  onRefused,
  disabled,
  multiline,
  className,
  inputMode,
}: CommitFieldProps) {
  const [text, setText] = useState(value);
  // A value changed from outside (an undo, another AOI) replaces the text.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const commit = () => {
    if (text === value) return;
    const refused = onCommit(text);
    if (refused !== null) {
      setText(value);
      onRefused(refused);
    }
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setText(value);
      event.stopPropagation();
    } else if (event.key === 'Enter' && !multiline) {
      event.preventDefault();
      commit();
    }
  };
  const common = {
    'aria-label': label,
    className: ['workspace-addons__input', className].filter(Boolean).join(' '),
    value: text,
    disabled,
    onBlur: commit,
    onKeyDown: keys,
    autoComplete: 'off',
  };
  return multiline ? (
    <textarea {...common} rows={2} onChange={(event) => setText(event.target.value)} />
  ) : (
    <input {...common} inputMode={inputMode} onChange={(event) => setText(event.target.value)} />
  );
}
