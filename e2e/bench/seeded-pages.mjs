// Pages that show their real content only with something in browser storage first. `bench:web`
// writes these entries to the site's localStorage before measuring the page (Lighthouse clears
// caches and service workers before each run, not localStorage) and removes them after it.

import { ToonDocumentSchema, toToon } from 'shared-contracts/domain';
import { toonSnapshotsKey } from 'shared-contracts/storage-keys';
import { gameSnapshot } from 'trinket-game/rules';
import { createSampleToon, toonData } from '../../stand-ins/toonlink-sim/sample-toons.mjs';

/** The signed-out visitor's toon the dashboard shows: ids of browser-kept toons are creation times. */
export const DASHBOARD_TOON_ID = '1547';
export const DASHBOARD_PAGE = `/toons/${DASHBOARD_TOON_ID}`;

/**
 * The Toon dashboard of a visitor who linked a toon with ToonLink (still on) and closed the game:
 * the toon kept in this browser, and the game's last snapshot of it, so every section is drawn. On
 * a computer (the desktop profile) the area's layout runs the link in the background, finding no
 * game; the mobile profile's phone has no ToonLink.
 */
function dashboardStorage() {
  const at = '2025-06-01T12:00:00.000Z';
  const data = toonData(createSampleToon(0));
  const document = ToonDocumentSchema.parse({
    user: null,
    name: data.toon.name,
    rod: 'Twig',
    toonId: data.toon.id,
    verifiedAt: at,
    createdAt: at,
    lastEditedAt: at,
  });
  const toon = { ...toToon(DASHBOARD_TOON_ID, document), isLinked: false };
  return {
    'trinket.toons.visitor': JSON.stringify({ [`toon_${DASHBOARD_TOON_ID}`]: toon }),
    [toonSnapshotsKey.key]: JSON.stringify({ [data.toon.id]: gameSnapshot(data, at) }),
    'trinket.toonlink': JSON.stringify({ enabled: true }),
  };
}

/** localStorage entries by page path. */
export const seededPages = { [DASHBOARD_PAGE]: dashboardStorage() };
