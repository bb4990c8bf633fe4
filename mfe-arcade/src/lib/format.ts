/** A duration as the timer shows it: whole seconds under ten minutes ("42 s"), then "12:05". */
export function formatSeconds(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 600) return `${seconds} s`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A best time, to a tenth of a second. */
export function formatBestTime(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
