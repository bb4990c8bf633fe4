import { createContext } from 'react';
import type { RouteFrameData } from '../surface/surface-schema.js';

/** The current route's frame inside a remote (set by `RemoteApp`): a page shows it while its code loads. */
export const RouteFrameContext = createContext<RouteFrameData | undefined>(undefined);
