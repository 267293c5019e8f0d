import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { GENERIC_ERROR } from '../../auth/errors.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { pageTitle } from '../../title/pageTitle.ts';
import { useDocumentTitle } from '../../title/useDocumentTitle.ts';
import { ConfirmStep, Field, FormFooter, ShowPassword } from './fields.tsx';
import { useAttempt } from './useAttempt.ts';
import './account.css';

/**
 * Sign in with a username or e-mail address and the password (spec 000 §2); success goes to /profile.
 * An unconfirmed account gets the 'Confirm your account' step, then is signed in.
 */
export default function SignInPage() {
  useDocumentTitle(pageTitle('Sign in'));
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [code, setCode] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { busy, error, setError, handleSubmit } = useAttempt();

  const signIn = async () => {
    const { signInWithPassword } = await import('../../auth/session.ts');
    const result = await signInWithPassword(username.trim(), password);
    if (result.nextStep.signInStep === 'DONE') {
      await navigate('/profile');
    } else if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
      setConfirming(true);
    } else {
      setError(GENERIC_ERROR);
    }
  };

  const submit = (event: FormEvent) => handleSubmit(event, signIn);

  const confirm = (event: FormEvent) =>
    handleSubmit(event, async () => {
      const { confirmAccount } = await import('../../auth/session.ts');
      await confirmAccount(username.trim(), code.trim());
      await signIn();
    });

  if (confirming) {
    return <ConfirmStep code={code} onCodeChange={setCode} onSubmit={confirm} error={error} busy={busy} />;
  }

  return (
    <section className="account">
      <PageHeader heading="Sign in" />
      <form className="account-form" onSubmit={submit}>
        <Field label="Username or e-mail" value={username} onChange={setUsername} autoComplete="username" />
        <Field
          label="Password"
          type={showPassword ? 'text' : 'password'}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <ShowPassword checked={showPassword} onChange={setShowPassword} />
        <FormFooter error={error} busy={busy} label="Sign in" />
      </form>
      <nav className="account-links" aria-label="Account">
        <Link to="/resetpassword">Forgot your password?</Link>
        <Link to="/signup">Create an account</Link>
      </nav>
    </section>
  );
}
