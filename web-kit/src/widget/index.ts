/**
 * `shared-contracts/widget`: what a remote needs to lend the layout a small non-routed piece (the
 * cookie consent notice). Kept apart from `shared-contracts/area` so a page that shows only
 * widgets, like the home page, loads neither the router nor the query client.
 */
export * from '../remote/define-widget.js';
