import { pageContentPainted } from './page-content-painted';
import { useResolved } from './use-resolved';

/** False until the page's own content has painted (see `pageContentPainted`); true from then on. */
export function usePageContentPainted(): boolean {
  return useResolved(pageContentPainted);
}
