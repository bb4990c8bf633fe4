import type { RouteFrameData } from 'shared-contracts';
import { LinkCards } from './link-cards.js';

/** The placeholder blocks each shape draws (named, as React keys): enough to fill a phone's first screen. */
const blockNames = {
  cards: ['a', 'b', 'c', 'd'],
  rows: ['a', 'b', 'c', 'd', 'e', 'f'],
  panel: ['a'],
} as const;

/**
 * A page's static frame (its route's `frame` in the owning remote's routes.json): the page's own
 * heading and first paragraph, then grey blocks where its data will be (or, for a page whose first
 * view is a fixed list of links, those links). The site's server paints it in the HTML, the shell
 * shows it while the remote's code loads, and the remote while a page's chunk loads; the page that
 * replaces it starts with the same heading and paragraph, so nothing moves. Without a frame it is
 * the plain spinner.
 *
 * `pictureOnly` draws the same frame with no heading or status in it, for a copy laid over a page
 * that is already there: the document then never holds two `h1`s or two statuses at once.
 */
export function RouteFrame({
  frame,
  label = 'Loading the page…',
  pictureOnly = false,
}: {
  frame?: RouteFrameData;
  label?: string;
  pictureOnly?: boolean;
}) {
  if (!frame && pictureOnly) return null;
  if (!frame) {
    return (
      <div className="spinner" role="status" aria-live="polite">
        <span className="spinner__wheel" aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </div>
    );
  }
  const placeholder = frame.placeholder ?? 'cards';
  return (
    <div className="page route-frame" aria-busy={pictureOnly ? undefined : true}>
      {pictureOnly ? <div className="route-frame__heading">{frame.heading}</div> : <h1>{frame.heading}</h1>}
      {frame.lead ? <p>{frame.lead}</p> : null}
      {pictureOnly ? null : (
        <p className="visually-hidden" role="status">
          {label}
        </p>
      )}
      {frame.cards ? (
        <LinkCards cards={frame.cards} titlesAsText={pictureOnly} />
      ) : (
        <div
          className={`route-frame__placeholder route-frame__placeholder--${placeholder}`}
          aria-hidden="true"
        >
          {blockNames[placeholder].map((name) => (
            <div key={name} className="route-frame__block" />
          ))}
        </div>
      )}
    </div>
  );
}
