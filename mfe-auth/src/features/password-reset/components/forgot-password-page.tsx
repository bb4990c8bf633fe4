import { type FormEvent, useState } from 'react';
import { Link, useRouteMetadata } from 'web-kit/area';
import { AuthGate } from '../../../components/auth-gate';
import { FormMessage } from '../../../components/form-message';
import { TextField } from '../../../components/text-field';
import { authMessages, messageForResetRequestError } from '../../../lib/auth-errors';
import { resetRequestProblem } from '../../../lib/form-rules';
import { sendResetEmail } from '../api/send-reset-email';

function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = resetRequestProblem(email);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await sendResetEmail(email);
      setSent(true);
    } catch (failure) {
      const message = messageForResetRequestError(failure);
      if (message) setError(message);
      else setSent(true);
    } finally {
      setBusy(false);
    }
  };

  return (
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
  );
}

export function ForgotPasswordPage() {
  useRouteMetadata();
  return (
    <div className="page auth-page">
      <h1>Forgot your password?</h1>
      <p>Enter your account’s email and we will send you a link to choose a new password.</p>
      {/* Signed in (or a guest), there is no password to recover here: on to their Toons. */}
      <AuthGate allow={['signed-out']}>
        <ForgotPasswordForm />
      </AuthGate>
    </div>
  );
}
