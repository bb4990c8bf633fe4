import { useEffect, useRef } from 'react';
import { brand, TOONLINK_PORTS, type ToonLinkEvent } from 'shared-contracts';
import { clearLiveLinks, setToonLinked, useToonScope } from '../../../lib/toons';
import { usableToonId, useApplyLinkEvent } from '../api/apply-link-event';
import { hasVisibleChanges } from '../lib/link-plan';
import { sessionAuthorization } from '../lib/link-settings';
import { type LinkSocket, PortLink } from '../lib/port-link';
import {
  countIgnoredFrame,
  portToonId,
  resetPorts,
  setPortChanges,
  setPortData,
  setPortStatus,
  setSaveProblem,
} from '../lib/toonlink-store';

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

function problemText(error: unknown): string {
  const detail = error instanceof Error ? error.message : 'Unknown problem';
  return `The latest game data could not be saved: ${detail}`;
}

/**
 * While `enabled`, keeps a link open to every ToonLink port and applies each event to the
 * player's toons. Turning it off, leaving the page or a change of account closes every socket.
 */
export function useToonLinkRunner(enabled: boolean): void {
  const scope = useToonScope();
  const scopeKey = scope ? `${scope.storage}:${scope.uid ?? ''}` : null;
  const apply = useApplyLinkEvent();
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    if (!enabled || scopeKey === null) return;
    const hello = { authorization: sessionAuthorization(), name: brand.siteName };

    const onEvent = (port: number, event: ToonLinkEvent) => {
      const now = new Date().toISOString();
      const toonId = usableToonId(event.data, now);
      if (toonId === null) {
        countIgnoredFrame(port);
        return;
      }
      const previous = portToonId(port);
      if (previous !== null && previous !== toonId) setToonLinked(previous, false);
      setPortData(port, toonId, event.data, now);
      setToonLinked(toonId, true);
      applyRef.current(toonId, event.data, now).then(
        ({ changes }) => {
          setSaveProblem(null);
          if (hasVisibleChanges(changes)) setPortChanges(port, changes, now);
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
          onStatus: (status, retryAt) => setPortStatus(port, status, retryAt),
          onEvent: (event) => onEvent(port, event),
          onIgnored: () => countIgnoredFrame(port),
          onUnlinked: () => {
            const toonId = portToonId(port);
            if (toonId !== null) setToonLinked(toonId, false);
          },
        }),
    );
    for (const link of links) link.start();
    return () => {
      for (const link of links) link.stop();
      clearLiveLinks();
      resetPorts();
    };
  }, [enabled, scopeKey]);
}
