import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.tsx';
import { pageTitle } from '../../title/pageTitle.ts';
import { useDocumentTitle } from '../../title/useDocumentTitle.ts';
import { ConfirmationCodeField, Field, FormFooter } from './fields.tsx';
import { useAttempt } from './useAttempt.ts';
import './account.css';

/** /confirm: confirms an account with its username and code (`?username=` fills it in), then /signin. */
export default function ConfirmPage() {
  useDocumentTitle(pageTitle('Confirm your account'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState(params.get('username') ?? '');
  const [code, setCode] = useState('');
  const { busy, error, handleSubmit } = useAttempt();

  const confirm = (event: FormEvent) =>
    handleSubmit(event, async () => {
      const { confirmAccount } = await import('../../auth/session.ts');
      await confirmAccount(username.trim(), code.trim());
      await navigate('/signin');
    });

  return (
    <section className="account">
      <PageHeader heading="Confirm your account" />
      <form className="account-form" onSubmit={confirm}>
        <Field label="Username" value={username} onChange={setUsername} autoComplete="username" />
        <ConfirmationCodeField code={code} onChange={setCode} />
        <FormFooter error={error} busy={busy} label="Confirm account" />
      </form>
      <nav className="account-links" aria-label="Account">
        <Link to="/signin">Sign in</Link>
      </nav>
    </section>
  );
}
