import { useId, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PasswordChecklist } from './PasswordChecklist.tsx';

/**
 * A labelled text input of an account form (every account field is required, spec 000 §5). An `error`
 * shows under the input in red, marks it invalid and describes it.
 */
export function Field({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  onFocus,
  error,
  inputRef,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  onFocus?: () => void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  children?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        type={type}
        value={value}
        required
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
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

/** An account form's error line and primary submit button, disabled while a request is under way. */
export function FormFooter({ error, busy, label }: { error: string | null; busy: boolean; label: string }) {
  return (
    <>
      <FormError message={error} />
      <button type="submit" className="button primary" disabled={busy}>
        {label}
      </button>
    </>
  );
}

/**
 * A new password and its confirmation, with the rules checklist (shown once the password is focused) and
 * the 'Show password' checkbox (spec 000 §5).
 */
export function NewPasswordFields({
  password,
  onPasswordChange,
  confirmation,
  onConfirmationChange,
}: {
  password: string;
  onPasswordChange: (value: string) => void;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
}) {
  const [showPassword, setShowPassword] = useState(false);
  const [checklistShown, setChecklistShown] = useState(false);
  const passwordType = showPassword ? 'text' : 'password';
  return (
    <>
      <Field
        label="Password"
        type={passwordType}
        value={password}
        onChange={onPasswordChange}
        autoComplete="new-password"
        onFocus={() => setChecklistShown(true)}
      >
        {checklistShown && <PasswordChecklist password={password} />}
      </Field>
      <Field
        label="Confirm password"
        type={passwordType}
        value={confirmation}
        onChange={onConfirmationChange}
        autoComplete="new-password"
      />
      <ShowPassword checked={showPassword} onChange={setShowPassword} />
    </>
  );
}

/** The confirmation-code field of the 'Confirm your account' step. */
export function ConfirmationCodeField({
  code,
  onChange,
}: {
  code: string;
  onChange: (value: string) => void;
}) {
  return <Field label="Confirmation code" value={code} onChange={onChange} autoComplete="one-time-code" />;
}

/** The 'Confirm your account' step after sign-in or sign-up: the code field and the 'Confirm account' button. */
export function ConfirmStep({
  code,
  onCodeChange,
  onSubmit,
  error,
  busy,
  children,
}: {
  code: string;
  onCodeChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  error: string | null;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="account">
      <PageHeader heading="Confirm your account" />
      {children}
      <form className="account-form" onSubmit={onSubmit}>
        <ConfirmationCodeField code={code} onChange={onCodeChange} />
        <FormFooter error={error} busy={busy} label="Confirm account" />
      </form>
    </section>
  );
}
