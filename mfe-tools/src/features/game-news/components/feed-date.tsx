import { feedDateView } from '../lib/feed-date';

/** A feed's date in words, machine-readable when the game's text reads as a date. */
export function FeedDate({ text }: { text: string }) {
  const view = feedDateView(text);
  return view.machine ? <time dateTime={view.machine}>{view.words}</time> : <span>{view.words}</span>;
}
