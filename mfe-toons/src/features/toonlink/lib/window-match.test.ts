import { describe, expect, it } from 'vitest';
import { makeToon } from '../../../lib/toons/testing';
import { countWord, pickWindowToon, portsText, sameNameGroups, sharedNameGroups } from './window-match';

const older = makeToon({ id: '100', name: 'Lady Picklesnout', createdAt: '2026-01-01T00:00:00.000Z' });
const newer = makeToon({ id: '200', name: 'Lady Picklesnout', createdAt: '2026-02-01T00:00:00.000Z' });
const none = new Set<string>();

describe('pickWindowToon (a window whose toon comes without an id)', () => {
  it('takes the oldest toon of the name, or makes a new one when there is none', () => {
    const match = { heldElsewhere: none, remembered: null, sameToon: false };
    expect(pickWindowToon({ ...match, candidates: [older, newer] })).toBe(older);
    expect(pickWindowToon({ ...match, candidates: [] })).toBeNull();
  });

  it('never takes a toon another open window holds: the second window of one name is a new toon', () => {
    expect(
      pickWindowToon({
        candidates: [older],
        heldElsewhere: new Set(['100']),
        remembered: null,
        sameToon: false,
      }),
    ).toBeNull();
    expect(
      pickWindowToon({
        candidates: [older, newer],
        heldElsewhere: new Set(['100']),
        remembered: null,
        sameToon: false,
      }),
    ).toBe(newer);
  });

  it('goes back to the toon the window was last, whichever window answers first', () => {
    expect(
      pickWindowToon({ candidates: [older, newer], heldElsewhere: none, remembered: '200', sameToon: false }),
    ).toBe(newer);
    // Another window holds it now: the window takes a free one instead.
    expect(
      pickWindowToon({
        candidates: [older, newer],
        heldElsewhere: new Set(['200']),
        remembered: '200',
        sameToon: false,
      }),
    ).toBe(older);
  });

  it('once the player said they are one toon, joins the toon another window holds', () => {
    expect(
      pickWindowToon({
        candidates: [older, newer],
        heldElsewhere: new Set(['200']),
        remembered: '100',
        sameToon: true,
      }),
    ).toBe(newer);
    expect(
      pickWindowToon({
        candidates: [older],
        heldElsewhere: new Set(['100']),
        remembered: null,
        sameToon: true,
      }),
    ).toBe(older);
  });
});

describe('sameNameGroups', () => {
  it('lists a name two windows show as two toons, and nothing for one toon in two windows', () => {
    expect(
      sameNameGroups([
        { port: 1548, name: 'Lady Picklesnout', toonId: '200' },
        { port: 1547, name: 'Lady Picklesnout', toonId: '100' },
        { port: 1549, name: 'Professor Bumblewhisk', toonId: '300' },
      ]),
    ).toEqual([{ name: 'Lady Picklesnout', ports: [1547, 1548], toonIds: ['100', '200'] }]);
    expect(
      sameNameGroups([
        { port: 1547, name: 'Lady Picklesnout', toonId: '100' },
        { port: 1548, name: 'Lady Picklesnout', toonId: '100' },
      ]),
    ).toEqual([]);
  });

  it('lists a name the player said is one toon while two windows show it, so the player can take it back', () => {
    const windows = [
      { port: 1547, name: 'Lady Picklesnout', toonId: '100' },
      { port: 1548, name: 'Lady Picklesnout', toonId: '100' },
      { port: 1549, name: 'Professor Bumblewhisk', toonId: '300' },
    ];
    expect(sharedNameGroups(windows, ['Lady Picklesnout', 'Professor Bumblewhisk'])).toEqual([
      { name: 'Lady Picklesnout', ports: [1547, 1548], toonIds: ['100'] },
    ]);
    expect(sharedNameGroups(windows, [])).toEqual([]);
  });

  it('words the ports and their count', () => {
    expect(portsText([1547, 1548])).toBe('ports 1547 and 1548');
    expect(portsText([1547, 1548, 1549])).toBe('ports 1547, 1548 and 1549');
    expect(countWord(2)).toBe('Two');
    expect(countWord(12)).toBe('12');
  });
});
