import { useEffect } from 'react';
import { layoutPainted, noteLayoutCommitted } from './layout-painted';
import { useResolved } from './use-resolved';

/** False until the layout has been painted once (see `layoutPainted`); true from then on. */
export function useLayoutPainted(): boolean {
  useEffect(noteLayoutCommitted, []);
  return useResolved(layoutPainted);
}
