import { useEffect, useState } from 'react';
import { layoutPainted, noteLayoutCommitted } from './layout-painted';

/** False until the layout has been painted once (see `layoutPainted`); true from then on. */
export function useLayoutPainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let active = true;
    noteLayoutCommitted();
    layoutPainted.then(() => active && setPainted(true));
    return () => {
      active = false;
    };
  }, []);
  return painted;
}
