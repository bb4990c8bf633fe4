import { useEffect, useState } from 'react';

/** False until `promise` has resolved, true from then on (for the page's one-time signals). */
export function useResolved(promise: Promise<void>): boolean {
  const [resolved, setResolved] = useState(false);
  useEffect(() => {
    let active = true;
    void promise.then(() => active && setResolved(true));
    return () => {
      active = false;
    };
  }, [promise]);
  return resolved;
}
