import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { serviceMessage } from '../../auth/errors.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { pageTitle } from '../../title/pageTitle.ts';
import { useDocumentTitle } from '../../title/useDocumentTitle.ts';
import { Field, FormError, ShowPassword } from './fields.tsx';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { newPasswordError } from './passwordRules.ts';
import './account.css';

/**
 * Reset password in two steps (spec 000 §2): 'Forgot your password?' asks for the username and sends a
 * code; 'Reset password' takes the code and the new password twice, then goes to /signin.
 */
export default function ResetPasswordPage() {
  useDocumentTitle(pageTitle('Reset password'));
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [checklistShown, setChecklistShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(serviceMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const { startPasswordReset } = await import('../../auth/session.ts');
      const result = await startPasswordReset(username.trim());
      if (result.nextStep.resetPasswordStep === 'CONFIRM_RESET_PASSWORD_WITH_CODE') {
        setCodeSent(result.nextStep.codeDeliveryDetails.destination ?? '');
      } else {
        await navigate('/signin');
      }
    });
  };

  const finish = (event: FormEvent) => {
    event.preventDefault();
    const local = newPasswordError(password, confirmation);
    if (local) {
      setError(local);
      return;
    }
    void attempt(async () => {
      const { finishPasswordReset } = await import('../../auth/session.ts');
      await finishPasswordReset(username.trim(), code.trim(), password);
      await navigate('/signin');
    });
  };

  if (codeSent === null) {
    return (
      <section className="account">
        <PageHeader heading="Forgot your password?" />
        <form className="account-form" onSubmit={start}>
          <Field label="Username" value={username} onChange={setUsername} autoComplete="username" />
          <FormError message={error} />
          <button type="submit" className="button primary" disabled={busy}>
            Reset my password
          </button>
        </form>
        <nav className="account-links" aria-label="Account">
          <Link to="/signin">Sign in</Link>
        </nav>
      </section>
    );
  }

  const passwordType = showPassword ? 'text' : 'password';
  return (
    <section className="account">
      <PageHeader heading="Reset password" />
      {codeSent && <p className="code-sent">We sent a code by e-mail to {codeSent}.</p>}
      <form className="account-form" onSubmit={finish}>
        <Field label="Code" value={code} onChange={setCode} autoComplete="one-time-code" />
        <Field
          label="Password"
          type={passwordType}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          onFocus={() => setChecklistShown(true)}
        >
          {checklistShown && <PasswordChecklist password={password} />}
        </Field>
        <Field
          label="Confirm password"
          type={passwordType}
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="new-password"
        />
        <ShowPassword checked={showPassword} onChange={setShowPassword} />
        <FormError message={error} />
        <button type="submit" className="button primary" disabled={busy}>
          Change Password
        </button>
      </form>
    </section>
  );
}
