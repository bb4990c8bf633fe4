// Drives the game stand-in's feeds (stand-ins/game/feeds.mjs) from a test: close or reopen the game,
// set its website's banner, publish a post or note, put everything back. Only on the local site.
import { type APIRequestContext, expect } from '@playwright/test';
import { gameStandinPort } from '../../scripts/parts.mjs';
import { restartApi } from './site-control-client';

const STANDIN = `http://127.0.0.1:${gameStandinPort}`;

async function control(request: APIRequestContext, path: string, body: object): Promise<unknown> {
  const response = await request.post(`${STANDIN}/__standin/${path}`, { data: body });
  expect(response.ok(), `the game stand-in refused ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

export const setGameStatus = (
  request: APIRequestContext,
  change: { open?: boolean; banner?: string | null },
) => control(request, 'game-status', change);

export const publishNews = (
  request: APIRequestContext,
  post: { title?: string; author?: string; body?: string; hostile?: true },
) => control(request, 'news', post) as Promise<{ postId: number }>;

export const publishReleaseNote = (
  request: APIRequestContext,
  note: { slug?: string; body?: string; hostile?: true },
) => control(request, 'release-notes', note) as Promise<{ noteId: number }>;

export const resetGameFeeds = (request: APIRequestContext) => control(request, 'feeds/reset', {});

/**
 * Waits until the site's api serves `expected` as the game's status: its copy lives 30 s, so a
 * change made on the stand-in reaches it within about that.
 */
export async function untilApiGameStatus(
  request: APIRequestContext,
  expected: { open: boolean; banner?: string },
) {
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/game/status');
        return response.ok() ? ((await response.json()) as { data: unknown }).data : response.status();
      },
      { timeout: 50_000, intervals: [1_000] },
    )
    .toEqual(expected);
}

/** How often an open page asks the api for the game's status and feeds again (the shell's and mfe-tools'). */
export const PAGE_POLL_MS = 30_000;

/**
 * Changes the game's status on the stand-in and has the api serve it at once: the api is restarted,
 * which empties its copies of the game's data (each would otherwise live up to 30 s). A page that
 * runs on Playwright's clock then sees it on its next poll, `page.clock.runFor(PAGE_POLL_MS)`.
 */
export async function changeGameStatusNow(
  request: APIRequestContext,
  change: { open?: boolean; banner?: string | null },
  expected: { open: boolean; banner?: string },
) {
  await setGameStatus(request, change);
  await restartApi();
  await untilApiGameStatus(request, expected);
}

/** Puts the stand-in's feeds back as they started and has the api serve them at once (a restart). */
export async function resetGameFeedsNow(request: APIRequestContext) {
  await resetGameFeeds(request);
  await restartApi();
  await untilApiGameStatus(request, { open: true });
}
