import { useEffect } from 'react';
import { navigate } from './location';

/** Replaces the current history entry with `to` once rendered. */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
