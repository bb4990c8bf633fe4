import { useEffect, useState } from 'react';

/** performance.now(), refreshed every `intervalMs` while `running` (a clock on screen). */
export function useNow(running: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!running) return;
    setNow(performance.now());
    const timer = window.setInterval(() => setNow(performance.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}
