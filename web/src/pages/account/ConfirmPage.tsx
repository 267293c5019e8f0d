import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { serviceMessage } from '../../auth/errors.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { pageTitle } from '../../title/pageTitle.ts';
import { useDocumentTitle } from '../../title/useDocumentTitle.ts';
import { Field, FormError } from './fields.tsx';
import './account.css';

/** /confirm: confirms an account with its username and code (`?username=` fills it in), then /signin. */
export default function ConfirmPage() {
  useDocumentTitle(pageTitle('Confirm your account'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState(params.get('username') ?? '');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { confirmAccount } = await import('../../auth/session.ts');
      await confirmAccount(username.trim(), code.trim());
      await navigate('/signin');
    } catch (failure) {
      setError(serviceMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account">
      <PageHeader heading="Confirm your account" />
      <form className="account-form" onSubmit={(event) => void confirm(event)}>
        <Field label="Username" value={username} onChange={setUsername} autoComplete="username" />
        <Field label="Confirmation code" value={code} onChange={setCode} autoComplete="one-time-code" />
        <FormError message={error} />
        <button type="submit" className="button primary" disabled={busy}>
          Confirm account
        </button>
      </form>
      <nav className="account-links" aria-label="Account">
        <Link to="/signin">Sign in</Link>
      </nav>
    </section>
  );
}
