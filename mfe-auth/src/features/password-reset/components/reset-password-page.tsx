import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useRouteMetadata, useSearchParams } from 'web-kit/area';
import { AuthGate } from '../../../components/auth-gate';
import { FormMessage } from '../../../components/form-message';
import { PasswordChecklist } from '../../../components/password-checklist';
import { TextField } from '../../../components/text-field';
import { authMessages, messageForAuthError } from '../../../lib/auth-errors';
import { resetPasswordAndSignIn, verifyResetCode } from '../api/reset-password';

type CodeState =
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  | { status: 'invalid'; message: string };

function NewPasswordForm({ code, email }: { code: string; email: string }) {
  const navigate = useNavigate();
  const checklistId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(authMessages.invalidLogin);
    setBusy(true);
    try {
      await resetPasswordAndSignIn(code, email, password);
      navigate('/profile');
    } catch (failure) {
      setError(messageForAuthError(failure));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form card" onSubmit={onSubmit} noValidate>
      <p>
        Choose a new password for <strong>{email}</strong>.
      </p>
      <TextField
        label="New Password"
        type="password"
        value={password}
        autoComplete="new-password"
        describedBy={checklistId}
        onChange={(value) => {
          setPassword(value);
          setError(null);
        }}
      />
      <PasswordChecklist password={password} id={checklistId} />
      <FormMessage error={error} />
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary" disabled={busy || !password}>
          Reset password
        </button>
      </div>
    </form>
  );
}

function ResetPasswordFlow() {
  const [params] = useSearchParams();
  const code = params.get('oobCode') ?? '';
  const [state, setState] = useState<CodeState>({ status: 'checking' });

  useEffect(() => {
    if (!code) {
      setState({ status: 'invalid', message: authMessages.resetCodeEmpty });
      return;
    }
    let active = true;
    setState({ status: 'checking' });
    verifyResetCode(code).then(
      (email) => active && setState({ status: 'valid', email }),
      () => active && setState({ status: 'invalid', message: authMessages.resetCodeInvalid }),
    );
    return () => {
      active = false;
    };
  }, [code]);

  return (
    <>
      {state.status === 'checking' ? <p role="status">Checking your reset link…</p> : null}
      {state.status === 'invalid' ? (
        <div className="card">
          <FormMessage error={state.message} />
          <p>
            <Link to="/forgot-password">Send a new reset email</Link>
          </p>
        </div>
      ) : null}
      {state.status === 'valid' ? <NewPasswordForm code={code} email={state.email} /> : null}
    </>
  );
}

export function ResetPasswordPage() {
  useRouteMetadata();
  return (
    <div className="page auth-page">
      <h1>Reset your password</h1>
      {/* A signed-in visitor (guest included) goes to their Toons; the code is not even checked. */}
      <AuthGate allow={['signed-out']}>
        <ResetPasswordFlow />
      </AuthGate>
    </div>
  );
}
