// /store: composes the store catalogue and the giveaways (features never import each other).
import { useState } from 'react';
import { useRouteMetadata } from 'web-kit/area';
import { Loading } from '../../components/states';
import { useGiveaways } from '../../features/giveaways/api/get-giveaways';
import { GiveawaysSection } from '../../features/giveaways/components/giveaways-section';
import { useCatalogue } from '../../features/store/api/get-catalogue';
import { Balance } from '../../features/store/components/balance';
import { StoreCatalogue } from '../../features/store/components/store-catalogue';
import { useVisitor } from '../../lib/session';

export function StorePage() {
  useRouteMetadata();
  // The giveaways and the items first appear in one paint: the items answering first would
  // otherwise be pushed down the screen by the giveaways (a layout shift). The sections get the
  // queries from here (one request each) and show their own states from then on.
  const visitor = useVisitor();
  const giveaways = useGiveaways(visitor.uid, visitor.status !== 'loading');
  const catalogue = useCatalogue();
  const [revealed, setRevealed] = useState(false);
  if (!revealed && !giveaways.isPending && !catalogue.isPending) setRevealed(true);
  return (
    <div className="page">
      <h1>Store</h1>
      <p>Trinkets and items to collect or buy with jellybeans, and the current giveaways.</p>
      <Balance />
      {revealed ? (
        <>
          <GiveawaysSection query={giveaways} visitor={visitor} />
          <StoreCatalogue query={catalogue} />
        </>
      ) : (
        <Loading label="Loading the store" />
      )}
    </div>
  );
}
