import { useMemo } from 'react';
import {
  MAX_SAME_TOON_NAMES,
  type Toon,
  type ToonLinkWindows,
  ToonLinkWindowsSchema,
} from 'shared-contracts/domain';
import { toonLinkWindowsKey } from 'shared-contracts/storage-keys';
import { readStored, writeStored } from 'web-kit';
import { create } from 'zustand';
import type { UnverifiedToonMatcher } from '../../../lib/toons';
import { type PortView, useToonLinkStore } from './toonlink-store';
import { pickWindowToon, type WindowToon } from './window-match';

// Which of the player's toons each open game window without toon ids is saved to (its claim), and
// what this browser remembers about it (shared-contracts' toonlink-windows). A claim is set inside
// the save itself, so the next window's save, which waits its turn, already sees it.

interface Claim {
  toonId: string;
  name: string;
}

/** `namesVersion` counts changes to the stored names said to be one toon (the page reads them again). */
const useClaimsStore = create<{ claims: Record<number, Claim>; namesVersion: number }>(() => ({
  claims: {},
  namesVersion: 0,
}));

function readWindows(): ToonLinkWindows {
  return readStored(toonLinkWindowsKey.key, ToonLinkWindowsSchema, { ports: {}, sameToons: [] }).value;
}

function writeWindows(windows: ToonLinkWindows): void {
  // Without storage the choice lasts as long as the page: still safe (windows are kept apart).
  writeStored(toonLinkWindowsKey.key, windows);
}

/** A claim counts while its window is linked and still shows a toon of that name, sent without an id. */
function isOpen(view: PortView | undefined, claim: Claim): boolean {
  return view?.status === 'linked' && view.unverified && view.live?.toon?.name === claim.name;
}

function openWindows(claims: Record<number, Claim>, ports: Record<number, PortView>): WindowToon[] {
  return Object.entries(claims)
    .map(([port, claim]) => ({ port: Number(port), ...claim }))
    .filter((window) => isOpen(ports[window.port], window));
}

/** The open windows without toon ids and the player's toons they are saved to. */
export function useOpenWindowToons(): WindowToon[] {
  const claims = useClaimsStore((state) => state.claims);
  const ports = useToonLinkStore((state) => state.ports);
  return openWindows(claims, ports);
}

/** The names the player said are one toon in every window (re-read when they change). */
export function useSameToonNames(): readonly string[] {
  const version = useClaimsStore((state) => state.namesVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version says when to read again
  return useMemo(() => readWindows().sameToons, [version]);
}

/**
 * The player takes back "one toon" for `name`: from the next update, a window showing that name
 * while another one holds its toon gets a toon of its own again. What was saved stays.
 */
export function splitWindows(name: string): void {
  const stored = readWindows();
  writeWindows({ ...stored, sameToons: stored.sameToons.filter((known) => known !== name) });
  useClaimsStore.setState(({ namesVersion }) => ({ namesVersion: namesVersion + 1 }));
}

/** Which of the player's toons named `name` the window on `port` is saved to (see pickWindowToon). */
export function windowMatcher(port: number, name: string): UnverifiedToonMatcher {
  return (candidates) => {
    const windows = openWindows(useClaimsStore.getState().claims, useToonLinkStore.getState().ports);
    const heldElsewhere = new Set(
      windows.filter((window) => window.port !== port && window.name === name).map((window) => window.toonId),
    );
    const stored = readWindows();
    return pickWindowToon({
      candidates,
      heldElsewhere,
      remembered: stored.ports[String(port)] ?? null,
      sameToon: stored.sameToons.includes(name),
    });
  };
}

/** The window on `port` is saved to `toon` (remembered in this browser for the next time). */
export function claimWindow(port: number, toon: Pick<Toon, 'id' | 'name'>): void {
  useClaimsStore.setState(({ claims }) => ({
    claims: { ...claims, [port]: { toonId: toon.id, name: toon.name } },
  }));
  const stored = readWindows();
  if (stored.ports[String(port)] !== toon.id) {
    writeWindows({ ...stored, ports: { ...stored.ports, [String(port)]: toon.id } });
  }
}

/**
 * The player said the toons named `name` are one toon: from now on every window showing that name
 * is saved to one toon. Returns the ports whose windows were on `otherId` (now on `kept`).
 */
export function joinWindows(name: string, kept: Pick<Toon, 'id' | 'name'>, otherId: string): number[] {
  const moved: number[] = [];
  useClaimsStore.setState(({ claims }) => {
    const next = { ...claims };
    for (const [port, claim] of Object.entries(claims)) {
      if (claim.toonId !== otherId) continue;
      next[Number(port)] = { toonId: kept.id, name: kept.name };
      moved.push(Number(port));
    }
    return { claims: next };
  });
  const stored = readWindows();
  const ports = Object.fromEntries(
    Object.entries(stored.ports).map(([port, id]) => [port, id === otherId ? kept.id : id]),
  );
  const sameToons = [...stored.sameToons.filter((known) => known !== name), name].slice(-MAX_SAME_TOON_NAMES);
  writeWindows({ ports, sameToons });
  useClaimsStore.setState(({ namesVersion }) => ({ namesVersion: namesVersion + 1 }));
  return moved;
}
