// /store: composes the store catalogue and the giveaways (features never import each other).
import { useRouteMetadata } from 'shared-contracts/area';
import { GiveawaysSection } from '../../features/giveaways/components/giveaways-section';
import { Balance } from '../../features/store/components/balance';
import { StoreCatalogue } from '../../features/store/components/store-catalogue';

export function StorePage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Store</h1>
      <p>Trinkets and items to collect or buy with jellybeans, and the current giveaways.</p>
      <Balance />
      <GiveawaysSection />
      <StoreCatalogue />
    </div>
  );
}
