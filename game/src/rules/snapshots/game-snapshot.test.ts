import { dashboardData, MAX_TOON_SNAPSHOT_CHARS, toonSnapshotChars } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { gameSnapshot } from './game-snapshot.js';

const at = '2026-11-26T10:00:00.000Z';

describe('gameSnapshot', () => {
  it('keeps what the dashboard shows of who the toon is, the invasion, tasks, flowers and suits', () => {
    const data = {
      toon: { name: 'Lady Picklesnout', species: 'pig', headColor: '#f49ac1' },
      location: { zone: 'Toontown Central', neighborhood: 'Toontown Central', district: 'Zapwood' },
      invasion: { cog: 'Version 2.0 Flunky', quantity: 3000, mega: true },
      tasks: [
        {
          objective: { text: 'Visit Flippy', progress: { current: 0, target: 0 } },
          from: { name: 'Flippy', neighborhood: 'Toontown Central' },
          type: 'Just for fun!',
        },
      ],
      flowers: { collection: { '49': { name: 'Daisy', album: { '0': 'School Daisy' } } } },
      cogsuits: { s: { hasDisguise: true, version: 2 } },
    };
    const kept = gameSnapshot(data, at);
    expect(kept?.data).toEqual(dashboardData(data));
    expect(kept?.data).toMatchObject(data);
  });

  it('keeps the dashboard sections of the game data, marked as read from the game', () => {
    const kept = gameSnapshot({ laff: { current: 60, max: 80 }, golf: [{ name: 'x', num: 1 }] }, at);
    expect(kept).toEqual({ at, source: 'game', data: dashboardData({ laff: { current: 60, max: 80 } }) });
    expect(kept?.data.golf).toBeUndefined();
  });

  it('keeps nothing larger than the cap', () => {
    const big = { toon: { name: 'x'.repeat(MAX_TOON_SNAPSHOT_CHARS) } };
    expect(gameSnapshot(big, at)).toBeNull();
    const fits = gameSnapshot({ toon: { name: 'Flippy' } }, at);
    expect(fits && toonSnapshotChars(fits)).toBeLessThanOrEqual(MAX_TOON_SNAPSHOT_CHARS);
  });
});
