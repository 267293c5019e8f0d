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
 * Sign up with a username, an e-mail address and a password that meets the rules (spec 000 §2, §5);
 * then the confirmation-code step naming where the code was sent, then signed in and on to /profile.
 */
export default function SignUpPage() {
  useDocumentTitle(pageTitle('Sign up'));
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [checklistShown, setChecklistShown] = useState(false);
  const [destination, setDestination] = useState<string | null>(null);
  const [code, setCode] = useState('');
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

  const signInAndGo = async () => {
    const { signInWithPassword } = await import('../../auth/session.ts');
    await signInWithPassword(username.trim(), password);
    await navigate('/profile');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = newPasswordError(password, confirmation);
    if (local) {
      setError(local);
      return;
    }
    void attempt(async () => {
      const { register } = await import('../../auth/session.ts');
      const result = await register(username.trim(), email.trim(), password);
      if (result.nextStep.signUpStep === 'CONFIRM_SIGN_UP') {
        setDestination(result.nextStep.codeDeliveryDetails.destination ?? email.trim());
      } else {
        await signInAndGo();
      }
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const { confirmAccount } = await import('../../auth/session.ts');
      await confirmAccount(username.trim(), code.trim());
      await signInAndGo();
    });
  };

  if (destination !== null) {
    return (
      <section className="account">
        <PageHeader heading="Confirm your account" />
        <p className="code-sent">We sent a confirmation code by e-mail to {destination}.</p>
        <form className="account-form" onSubmit={confirm}>
          <Field label="Confirmation code" value={code} onChange={setCode} autoComplete="one-time-code" />
          <FormError message={error} />
          <button type="submit" className="button primary" disabled={busy}>
            Confirm account
          </button>
        </form>
      </section>
    );
  }

  const passwordType = showPassword ? 'text' : 'password';
  return (
    <section className="account">
      <PageHeader heading="Create an account" />
      <form className="account-form" onSubmit={submit}>
        <Field label="Username" value={username} onChange={setUsername} autoComplete="username" />
        <Field label="Email address" type="email" value={email} onChange={setEmail} autoComplete="email" />
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
          Sign up
        </button>
      </form>
      <nav className="account-links" aria-label="Account">
        <span>
          Already have an account? <Link to="/signin">Sign in</Link>
        </span>
      </nav>
    </section>
  );
}
