import { type FormEvent, useState } from 'react';
import { Link, useRouteMetadata } from 'shared-contracts/area';
import { FormMessage } from '../../../components/form-message';
import { TextField } from '../../../components/text-field';
import { authMessages, messageForAuthError } from '../../../lib/auth-errors';
import { sendResetEmail } from '../api/send-reset-email';

export function ForgotPasswordPage() {
  useRouteMetadata();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(authMessages.invalidLogin);
    setBusy(true);
    try {
      await sendResetEmail(email);
      setSent(true);
    } catch (failure) {
      setError(messageForAuthError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page auth-page">
      <h1>Forgot your password?</h1>
      <p>Enter your account’s email and we will send you a link to choose a new password.</p>
      <form className="auth-form card" onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          value={email}
          autoComplete="email"
          onChange={(value) => {
            setEmail(value);
            setError(null);
            setSent(false);
          }}
        />
        <FormMessage error={error} success={sent ? authMessages.resetSent : null} />
        <div className="auth-form__actions">
          <button type="submit" className="button button--primary" disabled={busy || !email}>
            Send password reset email
          </button>
        </div>
        <p>
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      </form>
    </div>
  );
}
