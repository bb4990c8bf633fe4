import type { ComponentType } from 'react';
import { deferredComponent } from 'shared-contracts';
import { PageLoading } from './page-loading';

/**
 * A page whose code loads only when its route is visited, so the remote's first route stays
 * small (the bundle budget counts each remote's first-route JavaScript).
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return deferredComponent(load, <PageLoading />);
}
