export * from './contract-version.js';
export * from './page-declaration.js';
export * from './site-surface.js';
export {
  contractRangePattern,
  type RouteFrameData,
  RouteFrameSchema,
  remoteNamePattern,
  routeFramePlaceholders,
  type SurfaceHomeCard,
  SurfaceHomeCardSchema,
  type SurfaceMenuEntry,
  SurfaceMenuEntrySchema,
  type SurfaceRoute,
  SurfaceRouteSchema,
} from './surface-fields.js';
export * from './surface-schema.js';
