import { useRouteMetadata } from 'web-kit/area';
import { ToonsStatus } from '../../../components/toons-status';
import { useToons } from '../../../lib/toons';
import { useLocalNetworkAccess } from '../hooks/use-local-network-access';
import { useToonLinkSetting } from '../hooks/use-toonlink-setting';
import { toonLinkSupport } from '../lib/browser-support';
import { useToonLinkStore } from '../lib/toonlink-store';
import { LinkSwitch } from './link-switch';
import { LinkedToons } from './linked-toons';
import { LocalNetworkNotice } from './local-network-notice';
import { PortList } from './port-list';

const support = toonLinkSupport(typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** /toonlink: link the Toons being played right now and watch their live data. */
export function ToonLinkPage() {
  useRouteMetadata();
  const toons = useToons();
  const [enabled, setEnabled] = useToonLinkSetting();
  const isOn = enabled && support.supported;
  const saveProblem = useToonLinkStore((state) => state.saveProblem);
  const access = useLocalNetworkAccess();

  return (
    <div className="page toonlink">
      <h1>ToonLink</h1>
      <p>
        Link the Toons you are playing right now: with ToonLink on, this page reads each open game window on
        this computer and keeps your Toons’ fish, golf, racing and rewards up to date, marking what the game
        confirmed as verified. ToonLink keeps running while you move between the Toon pages (Your Toons,
        Fishing, Golfing, Racing, Rewards, Top Toons and each Toon’s dashboard), not on the site’s other
        pages. The game asks you to allow the link the first time.
      </p>
      {support.supported ? (
        <>
          <LinkSwitch enabled={enabled} onChange={setEnabled} />
          <LocalNetworkNotice access={access} />
        </>
      ) : (
        <p className="card" role="note">
          <strong>ToonLink is not available in this browser.</strong> {support.reason}
        </p>
      )}
      {saveProblem && (
        <p className="form-message form-message--error" role="alert">
          {saveProblem}
        </p>
      )}
      {isOn ? (
        <PortList access={access} />
      ) : (
        support.supported && <p className="fine-print">ToonLink is off: no connection to the game is open.</p>
      )}
      {/* Where the linked Toons will be: their loading state there moves nothing above it. */}
      <ToonsStatus state={toons} />
      <LinkedToons state={toons} />
    </div>
  );
}
