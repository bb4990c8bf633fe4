import { describe, expect, it } from 'vitest';
import { recentEvents, setAnalyticsSink, track } from './track.js';

describe('track', () => {
  it('keeps events without a backend and survives a failing backend', () => {
    track('active');
    expect(recentEvents().at(-1)?.name).toBe('active');
    setAnalyticsSink(() => {
      throw new Error('backend down');
    });
    expect(() => track('error_page', { area: 'toons' })).not.toThrow();
    expect(recentEvents().at(-1)).toMatchObject({ name: 'error_page', params: { area: 'toons' } });
    setAnalyticsSink(null);
  });

  it('keeps a bounded history', () => {
    for (let index = 0; index < 120; index += 1) track('add_fish', { index });
    expect(recentEvents().length).toBe(50);
  });
});
