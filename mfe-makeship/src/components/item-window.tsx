import { type WindowState, windowState } from 'shared-contracts/domain';
import { formatDate } from '../lib/format';

const LABELS: Record<WindowState, string> = { upcoming: 'Coming soon', open: 'Available', ended: 'Ended' };

/** A collection or availability window: its dates and whether it is open now. */
export function ItemWindow({ from, until, now }: { from: string; until: string; now: Date }) {
  const state = windowState(from, until, now);
  return (
    <p className="item-window">
      <span className={`badge badge--window-${state}`}>{LABELS[state]}</span>{' '}
      <span>
        {formatDate(from)} – {formatDate(until)} (Pacific time)
      </span>
    </p>
  );
}
