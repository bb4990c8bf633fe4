import { useEffect, useState } from 'react';
import {
  type LocalNetworkAccess,
  type PermissionsLike,
  watchLocalNetworkAccess,
} from '../lib/local-network-access';

function browserPermissions(): PermissionsLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.permissions as PermissionsLike | undefined;
}

/** The browser's Local Network Access permission for `localhost`, kept up to date. */
export function useLocalNetworkAccess(): LocalNetworkAccess {
  const [access, setAccess] = useState<LocalNetworkAccess>('checking');
  useEffect(() => watchLocalNetworkAccess(browserPermissions(), setAccess), []);
  return access;
}
