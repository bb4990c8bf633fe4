export interface PasswordCheck {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'symbol';
  label: string;
  met: boolean;
}

/** The live strength checklist (display only: Firebase decides what it accepts). */
export function passwordChecks(password: string): PasswordCheck[] {
  return [
    { id: 'length', label: 'At least eight characters', met: password.length >= 8 },
    { id: 'uppercase', label: 'One uppercase letter', met: /\p{Lu}/u.test(password) },
    { id: 'lowercase', label: 'One lowercase letter', met: /\p{Ll}/u.test(password) },
    { id: 'number', label: 'One number', met: /\p{Nd}/u.test(password) },
    { id: 'symbol', label: 'One symbol', met: /[^\p{L}\p{Nd}\s]/u.test(password) },
  ];
}
