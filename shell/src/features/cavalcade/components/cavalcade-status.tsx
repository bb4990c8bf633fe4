import { deferredComponent, siteConfigStore } from 'web-kit';
import { useStore } from 'zustand';

// Off by default, so its data-fetching code loads only when the config turns it on.
const CavalcadeLookup = deferredComponent(() =>
  import('./cavalcade-lookup').then((module) => module.default),
);

/** The Cavalcade lookup slot of the layout. */
export function CavalcadeStatus() {
  const cavalcade = useStore(siteConfigStore, (state) => state.config?.cavalcade);
  if (!cavalcade?.enabled || !cavalcade.baseUrl) return null;
  return <CavalcadeLookup baseUrl={cavalcade.baseUrl} />;
}
