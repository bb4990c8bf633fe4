import { passwordChecks } from '../lib/password-rules';

export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  return (
    <ul className="checklist" id={id} aria-label="Password strength">
      {passwordChecks(password).map((check) => (
        <li key={check.id} className={check.met ? 'checklist__item checklist__item--met' : 'checklist__item'}>
          <span aria-hidden="true">{check.met ? '✓' : '○'}</span> {check.label}
          <span className="visually-hidden">{check.met ? ' (done)' : ' (not yet)'}</span>
        </li>
      ))}
    </ul>
  );
}
