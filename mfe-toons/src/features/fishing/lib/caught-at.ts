/**
 * When a species was first logged, for the album: in the visitor's own time zone, or in UTC
 * (marked as such) when they prefer one clock for every reader. Null for an unreadable date.
 */
export function formatCaughtAt(iso: string, useLocalTime: boolean, localTimeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const format = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: useLocalTime ? localTimeZone : 'UTC',
  });
  const text = format.format(date);
  return useLocalTime ? text : `${text} UTC`;
}
