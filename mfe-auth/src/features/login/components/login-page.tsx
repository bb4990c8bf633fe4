import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useRouteMetadata } from 'web-kit/area';
import { AuthGate } from '../../../components/auth-gate';
import { FormMessage } from '../../../components/form-message';
import { PermissionToggle } from '../../../components/permission-toggle';
import { TextField } from '../../../components/text-field';
import { authMessages, messageForAuthError } from '../../../lib/auth-errors';
import { anonymousProblem, canSubmitLogin, loginProblem } from '../../../lib/form-rules';
import { signInFailureMessage } from '../../../lib/user-document-message';
import { continueAnonymously } from '../api/continue-anonymously';
import { signIn } from '../api/sign-in';

function LoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [hasPermission, setHasPermission] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = loginProblem({ email, password });
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await signIn(email, password);
      navigate('/profile');
    } catch (failure) {
      setError(messageForAuthError(failure));
      setBusy(false);
    }
  };

  const onAnonymous = async () => {
    const problem = anonymousProblem(hasPermission);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await continueAnonymously();
      navigate('/profile');
    } catch (failure) {
      setError(signInFailureMessage(failure));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form card" onSubmit={onSubmit} noValidate>
      <TextField label="Email" type="email" value={email} onChange={edit(setEmail)} autoComplete="email" />
      <TextField
        label="Password"
        type="password"
        value={password}
        onChange={edit(setPassword)}
        autoComplete="current-password"
      />
      <p className="auth-form__aside">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <PermissionToggle
        checked={hasPermission}
        onChange={(value) => {
          setHasPermission(value);
          // Ticking the box answers the age/permission message; other messages stay.
          if (value) setError((shown) => (shown === authMessages.needsPermission ? null : shown));
        }}
      />
      <FormMessage error={error} />
      <div className="auth-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || !canSubmitLogin({ email, password })}
        >
          Log in
        </button>
        <button type="button" className="button" disabled={busy} onClick={onAnonymous}>
          Continue anonymously
        </button>
      </div>
      <p>
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </form>
  );
}

export function LoginPage() {
  useRouteMetadata();
  return (
    <div className="page auth-page">
      <h1>Log in</h1>
      <p>Log in to keep your Toons with your account wherever you play.</p>
      <AuthGate allow={['signed-out']}>
        <LoginForm />
      </AuthGate>
    </div>
  );
}
