import { useMemo } from 'react';
import { sanitizeFeedHtml } from '../lib/sanitize-html';

/**
 * A post's HTML body from the game. The api sanitized it already; it is sanitized again here with
 * DOMPurify and the same allow-list before it reaches the page, so it is never trusted as sent.
 */
export function FeedBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeFeedHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is the sanitizer's output, just above.
  return <div className="feed-body" data-testid="feed-body" dangerouslySetInnerHTML={{ __html: safe }} />;
}
