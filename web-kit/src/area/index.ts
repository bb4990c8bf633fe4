/**
 * `shared-contracts/area`: what a React area needs beyond the core contracts — the router,
 * the shared query client and the remote lifecycles helper. Kept apart from the core entry so
 * the home page loads none of it (each entry is its own federation singleton).
 */
import 'shared-contracts';

export * from '../query/query-client.js';
export * from '../query/query-provider.js';
export * from '../query/react-query.js';
export * from '../remote/define-remote.js';
export * from '../remote/page-routes.js';
export * from '../remote/use-route-metadata.js';
export * from '../routing/router.js';
