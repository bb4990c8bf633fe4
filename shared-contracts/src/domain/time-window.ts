/**
 * Whether a dated window (a store item's availability, a giveaway, a promotion) is open at a
 * moment. Both ends are inclusive: data states the last moment, such as 23:59:59 of the last day.
 */
export type WindowState = 'upcoming' | 'open' | 'ended';

export function windowState(from: string, until: string, at: Date): WindowState {
  const time = at.getTime();
  if (time < Date.parse(from)) return 'upcoming';
  if (time > Date.parse(until)) return 'ended';
  return 'open';
}
