// A news post's or release note's body comes from the game as HTML. Before the api serves it, a
// maintained sanitizer (sanitize-html) keeps only the contracts' allow-list: no script, style or
// frame, no event handler or style attribute, no javascript: (or any other non-web) URL; every link
// opens in a new tab without handing the opened page a reference back to ours.
import sanitizeHtml from 'sanitize-html';
import { FEED_HTML_ALLOWED } from 'shared-contracts/domain';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...FEED_HTML_ALLOWED.tags],
  allowedAttributes: {
    ...Object.fromEntries(
      Object.entries(FEED_HTML_ALLOWED.attributes).map(([tag, names]) => [tag, [...names]]),
    ),
    // The two attributes the transform below sets must pass the attribute filter that runs after it.
    a: [...FEED_HTML_ALLOWED.attributes.a, 'target', 'rel'],
  },
  allowedSchemes: [...FEED_HTML_ALLOWED.linkSchemes],
  allowedSchemesByTag: { img: [...FEED_HTML_ALLOWED.imageSchemes] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Whatever is inside these is dropped with them, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};
/** The body with only the allowed markup left: inert wherever a page puts it. */
export function sanitizeFeedHtml(html: string): string {
  return sanitizeHtml(html, options);
}
