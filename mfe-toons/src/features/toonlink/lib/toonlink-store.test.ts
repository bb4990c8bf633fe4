import { beforeEach, describe, expect, it } from 'vitest';
import type { LinkChanges } from './merge-link-data';
import {
  portLinkKey,
  resetPorts,
  setPortChanges,
  setPortData,
  setPortLinkKey,
  setPortStatus,
  setPortUnverifiedData,
  setPortWaiting,
  useToonLinkStore,
  verifiedIdentity,
} from './toonlink-store';

const PORT = 1547;
const changes: LinkChanges = { newFish: ['0-1'], heavierFish: [], newTrophies: [] };
const first = {
  toon: { id: 'TTID-ONE', name: 'Doctor Fizzlepop', style: 'dna-one' },
  laff: { current: 90, max: 120 },
};
const second = {
  toon: { id: 'TTID-TWO', name: 'Lucky Bumblebee', style: 'dna-two' },
  laff: { current: 15, max: 15 },
};

const view = () => {
  const port = useToonLinkStore.getState().ports[PORT];
  if (!port) throw new Error('no port');
  return port;
};

beforeEach(() => {
  resetPorts();
  setPortStatus(PORT, 'linked', null);
  setPortData(PORT, 'TTID-ONE', first, '2026-11-27T10:00:00.000Z');
  setPortChanges(PORT, changes, '2026-11-27T10:00:00.000Z', verifiedIdentity('TTID-ONE'));
});

describe('the toonlink store', () => {
  it('at the toon picker, forgets the toon, its live data and what it changed', () => {
    setPortStatus(PORT, 'at-picker', null);
    expect(view()).toMatchObject({
      status: 'at-picker',
      toonId: null,
      linkKey: null,
      live: null,
      lastChanges: null,
    });
  });

  it('another toon on the port takes nothing of the one before', () => {
    setPortData(PORT, 'TTID-TWO', second, '2026-11-27T10:01:00.000Z');
    expect(view()).toMatchObject({
      toonId: 'TTID-TWO',
      linkKey: 'TTID-TWO',
      live: second,
      lastChanges: null,
    });
    // A toon sent without an id after it: no link key until its own is known, no changes.
    setPortChanges(PORT, changes, '2026-11-27T10:01:00.000Z', verifiedIdentity('TTID-TWO'));
    setPortUnverifiedData(PORT, { toon: { name: 'Sir Wobbly' } }, '2026-11-27T10:02:00.000Z');
    expect(view()).toMatchObject({ toonId: null, unverified: true, linkKey: null, lastChanges: null });
  });

  it('keeps what the same toon changed when its window comes back', () => {
    setPortStatus(PORT, 'no-game', 1);
    expect(view().lastChanges?.changes).toEqual(changes);
    setPortStatus(PORT, 'linked', null);
    setPortData(PORT, 'TTID-ONE', first, '2026-11-27T10:03:00.000Z');
    expect(view().lastChanges?.changes).toEqual(changes);
    // ...but not when another toon logs in after the window closed.
    setPortStatus(PORT, 'no-game', 1);
    setPortData(PORT, 'TTID-TWO', second, '2026-11-27T10:04:00.000Z');
    expect(view().lastChanges).toBeNull();
  });

  it('drops changes saved for a toon that is no longer on the port', () => {
    setPortData(PORT, 'TTID-TWO', second, '2026-11-27T10:01:00.000Z');
    setPortChanges(PORT, changes, '2026-11-27T10:01:00.000Z', verifiedIdentity('TTID-ONE'));
    expect(view().lastChanges).toBeNull();
  });

  it('keeps the waiting request and the link key as set', () => {
    setPortWaiting(PORT, { since: 1, nextAskAt: 2, asks: 1 });
    expect(view().wait).toEqual({ since: 1, nextAskAt: 2, asks: 1 });
    setPortLinkKey(PORT, null);
    expect(portLinkKey(PORT)).toBeNull();
  });
});
