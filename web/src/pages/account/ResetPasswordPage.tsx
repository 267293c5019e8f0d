import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.tsx';
import { pageTitle } from '../../title/pageTitle.ts';
import { useDocumentTitle } from '../../title/useDocumentTitle.ts';
import { Field, FormFooter, NewPasswordFields } from './fields.tsx';
import { newPasswordError } from './passwordRules.ts';
import { useAttempt } from './useAttempt.ts';
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
  const { busy, error, handleSubmit } = useAttempt();

  const start = (event: FormEvent) =>
    handleSubmit(event, async () => {
      const { startPasswordReset } = await import('../../auth/session.ts');
      const result = await startPasswordReset(username.trim());
      if (result.nextStep.resetPasswordStep === 'CONFIRM_RESET_PASSWORD_WITH_CODE') {
        setCodeSent(result.nextStep.codeDeliveryDetails.destination ?? '');
      } else {
        await navigate('/signin');
      }
    });

  const finish = (event: FormEvent) =>
    handleSubmit(
      event,
      async () => {
        const { finishPasswordReset } = await import('../../auth/session.ts');
        await finishPasswordReset(username.trim(), code.trim(), password);
        await navigate('/signin');
      },
      newPasswordError(password, confirmation),
    );

  if (codeSent === null) {
    return (
      <section className="account">
        <PageHeader heading="Forgot your password?" />
        <form className="account-form" onSubmit={start}>
          <Field label="Username" value={username} onChange={setUsername} autoComplete="username" />
          <FormFooter error={error} busy={busy} label="Reset my password" />
        </form>
        <nav className="account-links" aria-label="Account">
          <Link to="/signin">Sign in</Link>
        </nav>
      </section>
    );
  }

  return (
    <section className="account">
      <PageHeader heading="Reset password" />
      {codeSent && <p className="code-sent">We sent a code by e-mail to {codeSent}.</p>}
      <form className="account-form" onSubmit={finish}>
        <Field label="Code" value={code} onChange={setCode} autoComplete="one-time-code" />
        <NewPasswordFields
          password={password}
          onPasswordChange={setPassword}
          confirmation={confirmation}
          onConfirmationChange={setConfirmation}
        />
        <FormFooter error={error} busy={busy} label="Change Password" />
      </form>
    </section>
  );
}
