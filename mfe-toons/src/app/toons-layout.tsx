import { deferredComponent } from 'web-kit';
import { Outlet } from 'web-kit/area';
import { useToonLinkSetting } from '../features/toonlink/hooks/use-toonlink-setting';
import { toonLinkSupport } from '../features/toonlink/lib/browser-support';

const support = toonLinkSupport(typeof navigator === 'undefined' ? '' : navigator.userAgent);

// The link's sockets and rules load only for a player who turned ToonLink on. Its chunk is left
// unnamed: named chunks are route pages, which the site server finds by their route's name.
const ToonLinkHost = deferredComponent(() =>
  import('../features/toonlink/components/toonlink-host').then((module) => module.ToonLinkHost),
);

/** Every page of the area: ToonLink keeps running in the background while it is on. */
export function ToonsLayout() {
  const [enabled] = useToonLinkSetting();
  return (
    <>
      {enabled && support.supported && <ToonLinkHost />}
      <Outlet />
    </>
  );
}
