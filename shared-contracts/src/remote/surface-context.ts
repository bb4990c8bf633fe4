import { createContext } from 'react';
import type { RemoteSurfaceInput } from '../surface/surface-schema.js';

/** The surface of the remote whose pages render below (set by `RemoteApp`). */
export const RemoteSurfaceContext = createContext<RemoteSurfaceInput | null>(null);
