import { useEffect, useRef } from 'react';
import { TOONLINK_PORTS, type ToonLinkEvent } from 'shared-contracts/domain';
import { brand } from 'web-kit';
import {
  clearLiveLinks,
  setToonLinked,
  storeLiveLinks,
  unverifiedLinkKey,
  useToonScope,
} from '../../../lib/toons';
import { eventToonId, useApplyLinkEvent, useApplyUnverifiedLinkEvent } from '../api/apply-link-event';
import { noteRefusals } from '../api/report-refusals';
import { hasVisibleChanges, unverifiedToonName } from '../lib/link-event';
import { sessionAuthorization } from '../lib/link-settings';
import { type LinkSocket, PortLink, type PortStatus } from '../lib/port-link';
import { readSnapshot, storeSnapshot } from '../lib/snapshots';
import { showToonAlerts, toonAlerts, watchedCog } from '../lib/toon-alerts';
import {
  countIgnoredFrame,
  portLinkKey,
  portToonIdentity,
  resetPorts,
  setPortChanges,
  setPortData,
  setPortLinkKey,
  setPortStatus,
  setPortUnverifiedData,
  setPortWaiting,
  setSaveProblem,
  unverifiedIdentity,
  useToonLinkStore,
  verifiedIdentity,
} from '../lib/toonlink-store';
import { useLocalNetworkAccess } from './use-local-network-access';

/** The browser's WebSocket behind the small interface a port link uses. */
function browserSocket(url: string): LinkSocket {
  const socket = new WebSocket(url);
  const link: LinkSocket = {
    send: (data) => socket.send(data),
    close: () => socket.close(),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  socket.onopen = (event) => link.onopen?.(event);
  socket.onmessage = (event) => link.onmessage?.({ data: event.data });
  socket.onclose = (event) => link.onclose?.(event);
  socket.onerror = (event) => link.onerror?.(event);
  return link;
}

/**
 * Keeps the game's latest data as the toon's last snapshot (for its dashboard after the game
 * closes), and tells the player what changed that they asked to hear about.
 */
function keepSnapshot(linkKey: string, data: ToonLinkEvent['data'], at: string): void {
  const previous = readSnapshot(linkKey);
  storeSnapshot(linkKey, data, at);
  showToonAlerts(toonAlerts(previous?.data ?? null, data, watchedCog()));
}

function problemText(error: unknown): string {
  const detail = error instanceof Error ? error.message : 'Unknown problem';
  return `The latest game data could not be saved: ${detail}`;
}

/**
 * While `enabled`, keeps a link open to every ToonLink port and applies each event to the
 * player's toons. Turning it off, leaving the page or a change of account closes every socket.
 * A toon the game sends without an id is linked by its name, unverified. Toons kept in this
 * browser have their stored `isLinked` kept in step with the live links.
 */
export function useToonLinkRunner(enabled: boolean): void {
  const scope = useToonScope();
  const scopeKey = scope ? `${scope.storage}:${scope.uid ?? ''}` : null;
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const apply = useApplyLinkEvent();
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const applyUnverified = useApplyUnverifiedLinkEvent();
  const applyUnverifiedRef = useRef(applyUnverified);
  applyUnverifiedRef.current = applyUnverified;
  // Sockets wait for the browser to say whether it lets this site reach the game; while it blocks
  // them, none is opened (each would fail) and every port says so, until the permission changes.
  const access = useLocalNetworkAccess();
  const accessKnown = access !== 'checking';
  const blocked = access === 'denied';

  useEffect(() => {
    if (!enabled || scopeKey === null || !accessKnown) return;
    if (blocked) {
      for (const port of TOONLINK_PORTS) setPortStatus(port, 'blocked', null);
      return resetPorts;
    }
    const hello = { authorization: sessionAuthorization(), name: brand.siteName };
    // The scope these links save to (a change of account ends this effect first).
    const linkScope = scopeRef.current;

    /** Browser storage says linked exactly for the toons linked now. */
    const storeLinks = () => {
      if (linkScope?.storage !== 'browser') return;
      try {
        storeLiveLinks(linkScope.uid);
      } catch (error) {
        setSaveProblem(problemText(error));
      }
    };

    /**
     * Before another toon's data (or the toon picker) is shown on `port`, the toon linked there
     * until now is unlinked: the next one never takes its place in the player's toons.
     */
    /**
     * The toon `linkKey` is no longer linked on `port`: unlinked, unless another window still links
     * it (two windows the player said are one toon).
     */
    const releaseToon = (port: number, linkKey: string) => {
      const { ports } = useToonLinkStore.getState();
      const heldElsewhere = Object.values(ports).some(
        (view) => view.port !== port && view.status === 'linked' && view.linkKey === linkKey,
      );
      if (!heldElsewhere) setToonLinked(linkKey, false);
    };

    const leaveToon = (port: number, nextIdentity: string | null) => {
      const view = useToonLinkStore.getState().ports[port];
      if (!view?.linkKey || portToonIdentity(view) === nextIdentity) return;
      releaseToon(port, view.linkKey);
      setPortLinkKey(port, null);
      storeLinks();
    };

    const onStatus = (port: number, status: PortStatus, retryAt: number | null) => {
      if (status === 'at-picker') leaveToon(port, null);
      setPortStatus(port, status, retryAt);
    };

    /** The toon `linkKey` is the one linked on `port` now. */
    const linkPort = (port: number, linkKey: string) => {
      const previous = portLinkKey(port);
      if (previous !== null && previous !== linkKey) releaseToon(port, previous);
      setPortLinkKey(port, linkKey);
      setToonLinked(linkKey, true);
      storeLinks();
    };

    const onUnverifiedEvent = (port: number, event: ToonLinkEvent, now: string) => {
      const name = unverifiedToonName(event.data);
      if (name === null) {
        countIgnoredFrame(port);
        return;
      }
      leaveToon(port, unverifiedIdentity(name));
      setPortUnverifiedData(port, event.data, now);
      applyUnverifiedRef.current(port, name, event.data, now).then(
        ({ saved, changes, usable, refusals }) => {
          if (!usable) countIgnoredFrame(port);
          setSaveProblem(null);
          const view = useToonLinkStore.getState().ports[port];
          // The game may have closed, or sent another toon, while this was saved.
          if (saved && view?.status === 'linked' && view.unverified && view.live?.toon?.name === name) {
            const linkKey = unverifiedLinkKey(saved.toon.id);
            linkPort(port, linkKey);
            keepSnapshot(linkKey, event.data, now);
            noteRefusals(linkKey, refusals, now);
          }
          if (hasVisibleChanges(changes)) setPortChanges(port, changes, now, unverifiedIdentity(name));
        },
        (error: unknown) => setSaveProblem(problemText(error)),
      );
    };

    const onEvent = (port: number, event: ToonLinkEvent) => {
      // A window at the toon picker sends no toon: nothing to link or save (its status says so).
      if (event.data.toon == null) return;
      const now = new Date().toISOString();
      const toonId = eventToonId(event.data);
      if (toonId === null) {
        onUnverifiedEvent(port, event, now);
        return;
      }
      leaveToon(port, verifiedIdentity(toonId));
      linkPort(port, toonId);
      setPortData(port, toonId, event.data, now);
      keepSnapshot(toonId, event.data, now);
      applyRef.current(toonId, event.data, now).then(
        ({ changes, usable, refusals }) => {
          if (!usable) countIgnoredFrame(port);
          else noteRefusals(toonId, refusals, now);
          setSaveProblem(null);
          if (hasVisibleChanges(changes)) setPortChanges(port, changes, now, verifiedIdentity(toonId));
        },
        (error: unknown) => setSaveProblem(problemText(error)),
      );
    };

    const links = TOONLINK_PORTS.map(
      (port) =>
        new PortLink({
          port,
          hello,
          createSocket: browserSocket,
          onStatus: (status, retryAt) => onStatus(port, status, retryAt),
          onWaiting: (wait) => setPortWaiting(port, wait),
          onEvent: (event) => onEvent(port, event),
          onIgnored: () => countIgnoredFrame(port),
          onUnlinked: () => {
            const linkKey = portLinkKey(port);
            if (linkKey === null) return;
            releaseToon(port, linkKey);
            storeLinks();
          },
        }),
    );
    for (const link of links) link.start();
    return () => {
      for (const link of links) link.stop();
      clearLiveLinks();
      storeLinks();
      resetPorts();
    };
  }, [enabled, scopeKey, accessKnown, blocked]);
}
