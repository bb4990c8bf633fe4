import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoading } from './page-loading';

/**
 * A page whose code loads only when its route is visited, so the remote's first route stays
 * small (the bundle budget counts each remote's first-route JavaScript).
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  };
}
