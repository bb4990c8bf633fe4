import type { ToonLinkData } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { isWatchedCog, toonAlerts } from './toon-alerts';

const read = (current: number, invasion: string | null = null): ToonLinkData => ({
  toon: { name: 'Professor Bumblewhisk' },
  location: { district: 'Kazoo Cove' },
  invasion: invasion === null ? null : { cog: invasion, quantity: 1000, mega: false },
  tasks: [
    {
      objective: { text: 'Defeat 6 Cogs', progress: { text: `${current} of 6`, current, target: 6 } },
      to: { name: 'Sample Clerk', building: 'Toon Hall' },
    },
  ],
});

describe('toon alerts', () => {
  it('tells when a task becomes complete, once, and nothing on the first read', () => {
    expect(toonAlerts(null, read(6), '')).toEqual([]);
    expect(toonAlerts(read(2), read(6), '')).toEqual([
      {
        title: 'Professor Bumblewhisk: task complete',
        body: 'Defeat 6 Cogs. Hand it in to Sample Clerk, Toon Hall.',
        tag: 'task:Professor Bumblewhisk:Defeat 6 Cogs',
      },
    ]);
    expect(toonAlerts(read(6), read(6), '')).toEqual([]);
  });

  it('tells when the watched Cog starts invading the toon district', () => {
    const alerts = toonAlerts(read(2), read(2, 'Version 2.0 Flunky'), 'flunky');
    expect(alerts.map((alert) => alert.title)).toEqual(['Version 2.0 Flunky invasion']);
    expect(toonAlerts(read(2, 'Flunky'), read(2, 'Flunky'), 'Flunky')).toEqual([]);
    expect(toonAlerts(read(2), read(2, 'Flunky'), '')).toEqual([]);
    expect(toonAlerts(read(2), read(2, 'Yesman'), 'Flunky')).toEqual([]);
    expect(isWatchedCog('Cold Caller (Skelecog)', ' cold caller ')).toBe(true);
  });
});
