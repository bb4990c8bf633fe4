import { createContext } from 'react';
import type { RemoteSurfaceInput } from 'shared-contracts';

/** The surface of the remote whose pages render below (set by `RemoteApp`). */
export const RemoteSurfaceContext = createContext<RemoteSurfaceInput | null>(null);
