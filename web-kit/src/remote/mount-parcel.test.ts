import { describe, expect, it } from 'vitest';
import { mountParcel } from './mount-parcel.js';

function recordingLifecycles(failAt?: 'bootstrap' | 'mount') {
  const calls: string[] = [];
  const step = (name: 'bootstrap' | 'mount' | 'unmount') => async (props: { name: string }) => {
    calls.push(`${name} ${props.name}`);
    if (name === failAt) throw new Error(`${name} failed`);
  };
  return {
    calls,
    lifecycles: { bootstrap: step('bootstrap'), mount: step('mount'), unmount: step('unmount') },
  };
}

describe('mountParcel', () => {
  it('bootstraps, mounts, and unmounts once the mount is done, under a name of its own', async () => {
    const { calls, lifecycles } = recordingLifecycles();
    const element = { id: 'area' } as unknown as HTMLElement;
    const first = mountParcel(lifecycles, element, {});
    const second = mountParcel(lifecycles, element, {});
    // Unmounting at once still waits for the mount under way.
    await first.unmount();
    await second.mounted;
    const [, firstName] = calls[0]?.split(' ') ?? [];
    expect(calls.filter((call) => call.endsWith(` ${firstName}`))).toEqual([
      `bootstrap ${firstName}`,
      `mount ${firstName}`,
      `unmount ${firstName}`,
    ]);
    expect(new Set(calls.map((call) => call.split(' ')[1])).size).toBe(2);
  });

  it('reports a failed mount and never unmounts what did not mount', async () => {
    const { calls, lifecycles } = recordingLifecycles('mount');
    const parcel = mountParcel(lifecycles, {} as HTMLElement, {});
    await expect(parcel.mounted).rejects.toThrow('mount failed');
    await parcel.unmount();
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['bootstrap', 'mount']);
  });
});
