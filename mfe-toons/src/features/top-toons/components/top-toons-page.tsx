import type { TopToonsCategory } from 'shared-contracts/domain';
import { useSession } from 'web-kit';
import { useRouteMetadata, useSearchParams } from 'web-kit/area';
import { TOP_TOONS_PAGE_SIZE, useTopToons } from '../api/get-top-toons';
import { pageCount, readRankingParams } from '../lib/top-toons-view';
import { CategoryTabs, tabId } from './category-tabs';
import { Pager } from './pager';
import { RankingTable } from './ranking-table';

const PANEL_ID = 'top-toons-panel';

function Ranking({
  category,
  page,
  onPage,
}: {
  category: TopToonsCategory;
  page: number;
  onPage: (page: number) => void;
}) {
  const query = useTopToons(category, page);
  const canReport = useSession((session) => session.status === 'registered');
  if (query.isPending) {
    return (
      <div className="spinner" role="status" aria-label="Loading the ranking">
        <span className="spinner__wheel" />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div className="form-message form-message--error" role="alert">
        <p>The ranking could not be loaded. Please try again.</p>
        <button type="button" className="button button--small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const ranking = query.data;
  const pages = pageCount(ranking.total, TOP_TOONS_PAGE_SIZE);
  if (ranking.entries.length === 0) {
    return (
      <div className="card">
        <p>
          {ranking.total === 0
            ? 'No public Toons are ranked here yet. Track a Toon with an account to join the ranking.'
            : 'This page is past the end of the ranking.'}
        </p>
        {ranking.total > 0 && (
          <button type="button" className="button button--small" onClick={() => onPage(1)}>
            Back to page 1
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      <RankingTable ranking={ranking} isStale={query.isPlaceholderData} canReport={canReport} />
      <Pager page={page} pages={pages} busy={query.isPlaceholderData} onPage={onPage} />
    </>
  );
}

export function TopToonsPage() {
  useRouteMetadata();
  const [params, setParams] = useSearchParams();
  const { category, page } = readRankingParams(params);
  const show = (next: TopToonsCategory, nextPage: number) =>
    setParams(nextPage === 1 ? { category: next } : { category: next, page: String(nextPage) });

  return (
    <div className="page">
      <h1>Top Toons</h1>
      <p>
        The leading public Toons of players with an account. Verified Toons had their statistics read from the
        game.
      </p>
      <CategoryTabs selected={category} panelId={PANEL_ID} onSelect={(next) => show(next, 1)} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(category)} className="tabs__panel">
        <Ranking category={category} page={page} onPage={(next) => show(category, next)} />
      </div>
    </div>
  );
}
