import { useId, type ReactNode } from 'react';

/** A labelled text input of an account form (every account field is required, spec 000 §5). */
export function Field({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  onFocus,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  onFocus?: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        required
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
      />
      {children}
    </div>
  );
}

/** The 'Show password' checkbox. */
export function ShowPassword({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      Show password
    </label>
  );
}

/** A failure message, in red (spec 000 §8). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="account-error" role="alert">
      {message}
    </p>
  );
}
