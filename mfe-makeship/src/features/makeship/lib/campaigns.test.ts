import type { MakeshipCampaign } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { campaignTotals, isAchieved, isCurrent, splitCampaigns } from './campaigns';
import { combinedProgress } from './combined-goals';

const campaign = (title: string, endedAt: string, quantity = 0, raised = 0): MakeshipCampaign => ({
  title,
  image: '/api/files/web/plush-cat.svg',
  url: 'https://makeship.example/p',
  quantity,
  raised,
  endedAt,
  stretch: [],
});

describe('current vs past', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');

  it('is current only while the end date is in the future: ending exactly now is past', () => {
    expect(isCurrent(campaign('a', '2026-03-01T12:00:00.001Z'), now)).toBe(true);
    expect(isCurrent(campaign('b', '2026-03-01T12:00:00.000Z'), now)).toBe(false);
    expect(isCurrent(campaign('c', '2026-03-01T11:59:59.999Z'), now)).toBe(false);
    // Offsets count: 04:00 at -08:00 is 12:00 UTC.
    expect(isCurrent(campaign('d', '2026-03-01T04:00:01-08:00'), now)).toBe(true);
  });

  it('lists current ones ending soonest first and past ones latest first', () => {
    const split = splitCampaigns(
      [
        campaign('old', '2024-01-01T00:00:00Z'),
        campaign('far', '2030-01-01T00:00:00Z'),
        campaign('recent', '2025-06-01T00:00:00Z'),
        campaign('soon', '2026-04-01T00:00:00Z'),
      ],
      now,
    );
    expect(split.current.map((entry) => entry.title)).toEqual(['soon', 'far']);
    expect(split.past.map((entry) => entry.title)).toEqual(['recent', 'old']);
  });
});

describe('totals', () => {
  it('adds units sold and money raised over every campaign', () => {
    expect(
      campaignTotals([
        campaign('a', '2030-01-01T00:00:00Z', 420, 12_595.8),
        campaign('b', '2024-01-01T00:00:00Z', 1520, 45_584.8),
      ]),
    ).toEqual({ sold: 1940, raised: 58_180.6 });
    expect(campaignTotals([])).toEqual({ sold: 0, raised: 0 });
  });
});

describe('badges', () => {
  it('is achieved when the goal is at most the quantity sold', () => {
    expect(isAchieved({ goal: 500 }, 499)).toBe(false);
    expect(isAchieved({ goal: 500 }, 500)).toBe(true);
    expect(isAchieved({ goal: 500 }, 501)).toBe(true);
  });
});

describe('combined stretch goals', () => {
  it('marks reached goals and measures progress from the last reached toward the next', () => {
    const progress = combinedProgress(805);
    expect(progress.goals.map((goal) => [goal.title, goal.achieved])).toEqual([
      ['Backstage Post', true],
      ['Pie Recipe', true],
      ['Blog Post', false],
      ['Flippy Cattlelog Item', false],
      ['Flunky Cattlelog Item', false],
    ]);
    expect(progress.next).toEqual({ goal: 1000, titles: ['Blog Post'], from: 750 });
  });

  it('groups goals that share a number, and has no next goal once all are reached', () => {
    expect(combinedProgress(1000).next).toEqual({
      goal: 2000,
      titles: ['Flippy Cattlelog Item', 'Flunky Cattlelog Item'],
      from: 1000,
    });
    expect(combinedProgress(0).next).toEqual({ goal: 500, titles: ['Backstage Post'], from: 0 });
    expect(combinedProgress(2000).next).toBeNull();
  });
});
