import { afterEach, describe, expect, it } from 'vitest';
import { clearLiveLinks, liveLinkedToonIds, setToonLinked, withLiveLink } from './live-links';
import { makeToon } from './testing';

afterEach(() => clearLiveLinks());

describe('live links', () => {
  it('a toon is linked only while a socket for its game toon is open', () => {
    const toon = makeToon({ toonId: 'TTID-LIVE', isLinked: true });
    expect(withLiveLink(toon, liveLinkedToonIds()).isLinked).toBe(false);
    setToonLinked('TTID-LIVE', true);
    expect(withLiveLink(toon, liveLinkedToonIds()).isLinked).toBe(true);
    setToonLinked('TTID-LIVE', false);
    expect(withLiveLink(toon, liveLinkedToonIds()).isLinked).toBe(false);
  });

  it('a toon never linked stays unlinked, whatever is open', () => {
    setToonLinked('TTID-OTHER', true);
    expect(withLiveLink(makeToon(), liveLinkedToonIds()).isLinked).toBe(false);
  });

  it('turning ToonLink off forgets every link', () => {
    setToonLinked('TTID-A', true);
    setToonLinked('TTID-B', true);
    clearLiveLinks();
    expect(liveLinkedToonIds().size).toBe(0);
  });
});
