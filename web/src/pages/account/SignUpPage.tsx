import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usernameError } from '@plcsim/compiler';
import { PageHeader } from '../../components/PageHeader.tsx';
import { pageTitle } from '../../title/pageTitle.ts';
import { useDocumentTitle } from '../../title/useDocumentTitle.ts';
import { ConfirmStep, Field, FormFooter, NewPasswordFields } from './fields.tsx';
import { newPasswordError } from './passwordRules.ts';
import { useAttempt } from './useAttempt.ts';
import './account.css';

/**
 * Sign up with a username, an e-mail address and a password that meets the rules (spec 000 §2, §5);
 * then the confirmation-code step naming where the code was sent, then signed in and on to /profile.
 * A username that breaks the username rule (`usernameError`) is refused here, before the identity
 * service is called, with the rule under the field; once shown, the message follows the typing.
 */
export default function SignUpPage() {
  useDocumentTitle(pageTitle('Sign up'));
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [destination, setDestination] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [usernameChecked, setUsernameChecked] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const { busy, error, setError, handleSubmit } = useAttempt();
  const usernameProblem = usernameChecked ? usernameError(username.trim()) : null;

  const signInAndGo = async () => {
    const { signInWithPassword } = await import('../../auth/session.ts');
    await signInWithPassword(username.trim(), password);
    await navigate('/profile');
  };

  const submit = (event: FormEvent) => {
    setUsernameChecked(true);
    if (usernameError(username.trim())) {
      event.preventDefault();
      setError(null);
      usernameInput.current?.focus();
      return;
    }
    handleSubmit(
      event,
      async () => {
        const { register } = await import('../../auth/session.ts');
        const result = await register(username.trim(), email.trim(), password);
        if (result.nextStep.signUpStep === 'CONFIRM_SIGN_UP') {
          setDestination(result.nextStep.codeDeliveryDetails.destination ?? email.trim());
        } else {
          await signInAndGo();
        }
      },
      newPasswordError(password, confirmation),
    );
  };

  const confirm = (event: FormEvent) =>
    handleSubmit(event, async () => {
      const { confirmAccount } = await import('../../auth/session.ts');
      await confirmAccount(username.trim(), code.trim());
      await signInAndGo();
    });

  if (destination !== null) {
    return (
      <ConfirmStep code={code} onCodeChange={setCode} onSubmit={confirm} error={error} busy={busy}>
        <p className="code-sent">We sent a confirmation code by e-mail to {destination}.</p>
      </ConfirmStep>
    );
  }

  return (
    <section className="account">
      <PageHeader heading="Create an account" />
      <form className="account-form" onSubmit={submit}>
        <Field
          label="Username"
          value={username}
          onChange={setUsername}
          autoComplete="username"
          error={usernameProblem}
          inputRef={usernameInput}
        />
        <Field label="Email address" type="email" value={email} onChange={setEmail} autoComplete="email" />
        <NewPasswordFields
          password={password}
          onPasswordChange={setPassword}
          confirmation={confirmation}
          onConfirmationChange={setConfirmation}
        />
        <FormFooter error={error} busy={busy} label="Sign up" />
      </form>
      <nav className="account-links" aria-label="Account">
        <span>
          Already have an account? <Link to="/signin">Sign in</Link>
        </span>
      </nav>
    </section>
  );
}
