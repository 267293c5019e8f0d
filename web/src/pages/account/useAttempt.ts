import { useState, type FormEvent } from 'react';
import { serviceMessage } from '../../auth/errors.ts';

/**
 * The busy flag and red error line of an account form: `attempt` runs one service call, marking the form
 * busy and clearing the error first, and shows the service's message if it fails (spec 000 §8). `handleSubmit`
 * is a form's submit handling: it shows `localError` instead when there is one, else attempts `action`.
 */
export function useAttempt() {
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

  const handleSubmit = (event: FormEvent, action: () => Promise<void>, localError: string | null = null) => {
    event.preventDefault();
    if (localError) {
      setError(localError);
      return;
    }
    void attempt(action);
  };

  return { busy, error, setError, attempt, handleSubmit };
}
