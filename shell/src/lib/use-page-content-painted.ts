import { useEffect, useState } from 'react';
import { pageContentPainted } from './page-content-painted';

/** False until the page's own content has painted (see `pageContentPainted`); true from then on. */
export function usePageContentPainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let active = true;
    pageContentPainted.then(() => active && setPainted(true));
    return () => {
      active = false;
    };
  }, []);
  return painted;
}
