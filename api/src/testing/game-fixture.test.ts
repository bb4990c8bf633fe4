// The fixture stands in for the whole game in the tests that call every route (hostile input, the
// authorization matrix): each news post and release note its lists name must answer, or a request
// for one of them gets the api's 503 for a failing game (a flake those tests hit at random ids).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameFixture, startGameFixture } from './game-fixture.js';

let fixture: GameFixture;
beforeAll(async () => {
  fixture = await startGameFixture({ db: undefined as never });
});
afterAll(() => fixture.close());

describe('the game fixture', () => {
  it('answers every news post its news list names', async () => {
    const { service } = fixture.game;
    const ids = (await service.newsList.get()).data.map((post) => post.postId);
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) expect((await service.newsPost.get(id))?.data.postId).toBe(id);
  });

  it('answers every release note its list names', async () => {
    const { service } = fixture.game;
    const ids = (await service.releaseNotes.get()).data.map((note) => note.noteId);
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) expect((await service.releaseNote.get(id))?.data.noteId).toBe(id);
  });
});
