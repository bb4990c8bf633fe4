// The offline stand-in (stand-ins/game) must answer the documented shapes at any time,
// and its world must change: invasions progress between two moments.
import {
  CavalcadeResponseSchema,
  DoodlesResponseSchema,
  FieldOfficesResponseSchema,
  GameStatusSchema,
  InvasionsSchema,
  NewsListSchema,
  NewsPostSchema,
  PopulationSchema,
  parseInvasionProgress,
  ReleaseNoteSchema,
  ReleaseNotesListSchema,
  SillyMeterSchema,
} from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { createFeeds } from '../../../stand-ins/game/feeds.mjs';
import * as world from '../../../stand-ins/game/world.mjs';

// Moments spread over several days, so every phase of every cycle is visited.
const MOMENTS = Array.from({ length: 60 }, (_, i) => 1_795_000_000 + i * 7_919);

describe('the game stand-in', () => {
  it.each(MOMENTS)('answers the documented shapes at %i', (now) => {
    expect(() => PopulationSchema.parse(world.population(now))).not.toThrow();
    expect(() => InvasionsSchema.parse(world.invasions(now))).not.toThrow();
    expect(() => FieldOfficesResponseSchema.parse(world.fieldOffices(now))).not.toThrow();
    expect(() => DoodlesResponseSchema.parse(world.doodles(now))).not.toThrow();
    expect(() => SillyMeterSchema.parse(world.sillyMeter(now))).not.toThrow();
    expect(() => CavalcadeResponseSchema.parse(world.cavalcade(now))).not.toThrow();
  });

  it('sends open field offices both without `expiring` and with it null, as the doc allows', () => {
    type RawOffices = { fieldOffices: Record<string, { open: boolean; expiring?: number | null }> };
    const open = MOMENTS.flatMap((now) =>
      Object.values((world.fieldOffices(now) as RawOffices).fieldOffices).filter((office) => office.open),
    );
    expect(open.some((office) => !('expiring' in office))).toBe(true);
    expect(open.some((office) => 'expiring' in office && office.expiring === null)).toBe(true);
  });

  it('always has several invasions of different cogs, which progress', () => {
    for (const now of MOMENTS) {
      const { invasions } = InvasionsSchema.parse(world.invasions(now));
      expect(new Set(Object.values(invasions).map((invasion) => invasion.type)).size).toBeGreaterThanOrEqual(
        2,
      );
    }
    const before = world.invasionAt(0, 1_795_000_000);
    const after = world.invasionAt(0, 1_795_000_060);
    expect(before && after).toBeTruthy();
    const defeatedBefore = parseInvasionProgress(before?.progress ?? '')?.defeated ?? 0;
    const defeatedAfter = parseInvasionProgress(after?.progress ?? '')?.defeated ?? 0;
    expect(defeatedAfter).toBeGreaterThan(defeatedBefore);
  });

  it('answers the feeds in the shapes the contracts read, after any change the controls make', () => {
    const feeds = createFeeds(() => 1_795_000_000);
    const body = (path: string) => feeds.answer(path)?.body;
    const check = () => {
      expect(() => GameStatusSchema.parse(body('/status'))).not.toThrow();
      const news = NewsListSchema.parse(body('/news/list'));
      expect(() => NewsPostSchema.parse(body('/news'))).not.toThrow();
      for (const { postId } of news)
        expect(() => NewsPostSchema.parse(body(`/news/${postId}`))).not.toThrow();
      const notes = ReleaseNotesListSchema.parse(body('/releasenotes'));
      for (const { noteId } of notes) {
        expect(() => ReleaseNoteSchema.parse(body(`/releasenotes/${noteId}`))).not.toThrow();
      }
    };
    check();
    feeds.setStatus({ open: false, banner: 'Closed for an update.' });
    feeds.addNews({ hostile: true });
    feeds.addReleaseNote({ slug: 'standin-v3.0.0' });
    check();
    expect(feeds.answer('/news/404')?.body).toBeNull();
    expect(feeds.answer('/releasenotes/404')?.status).toBe(404);
  });
});
