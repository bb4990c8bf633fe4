import { type FormEvent, useId, useState } from 'react';
import { useSession } from 'web-kit';
import { Link, useNavigate, useRouteMetadata } from 'web-kit/area';
import { AuthGate } from '../../../components/auth-gate';
import { FormMessage } from '../../../components/form-message';
import { PasswordChecklist } from '../../../components/password-checklist';
import { PermissionToggle } from '../../../components/permission-toggle';
import { TextField } from '../../../components/text-field';
import { authMessages } from '../../../lib/auth-errors';
import { canSubmitSignup, signupProblem } from '../../../lib/form-rules';
import { signInFailureMessage } from '../../../lib/user-document-message';
import { signUp } from '../api/sign-up';

function SignupForm() {
  const navigate = useNavigate();
  const checklistId = useId();
  const isGuest = useSession((session) => session.status === 'anonymous');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [hasPermission, setHasPermission] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = { email, password, confirmPassword, hasPermission };

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = signupProblem(fields);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await signUp(email, password);
      navigate('/profile');
    } catch (failure) {
      setError(signInFailureMessage(failure));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form card" onSubmit={onSubmit} noValidate>
      {isGuest ? (
        <p className="form-message">
          You are playing as a guest: your Toons stay with you when you create an account.
        </p>
      ) : null}
      <TextField label="Email" type="email" value={email} onChange={edit(setEmail)} autoComplete="email" />
      <TextField
        label="Password"
        type="password"
        value={password}
        onChange={edit(setPassword)}
        autoComplete="new-password"
        describedBy={checklistId}
      />
      <PasswordChecklist password={password} id={checklistId} />
      <TextField
        label="Confirm password"
        type="password"
        value={confirmPassword}
        onChange={edit(setConfirmPassword)}
        autoComplete="new-password"
      />
      <PermissionToggle checked={hasPermission} onChange={setHasPermission} />
      <FormMessage error={error} />
      {!error && email && password && confirmPassword && !hasPermission ? (
        <p className="form-message" role="status">
          {authMessages.needsPermission}
        </p>
      ) : null}
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary" disabled={busy || !canSubmitSignup(fields)}>
          Create account
        </button>
      </div>
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </form>
  );
}

export function SignupPage() {
  useRouteMetadata();
  return (
    <div className="page auth-page">
      <h1>Create your account</h1>
      <p>Save your Toons to an account so they follow you to any device.</p>
      <AuthGate allow={['signed-out', 'anonymous']}>
        <SignupForm />
      </AuthGate>
    </div>
  );
}
