import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLinkedToon } from './save-linked-toon';
import { makeToon } from './testing';
import { postLinkedToon } from './toons-api';

vi.mock('./toons-api', () => ({
  fetchAccountToons: vi.fn(),
  postLinkedToon: vi.fn(async () => ({ toon: makeToon(), created: false })),
}));

afterEach(() => vi.mocked(postLinkedToon).mockClear());

const scope = { storage: 'account', uid: 'player' } as const;
const report = { toonId: 'TTID-SAVE' };
const snapshot = {
  at: '2026-03-01T10:00:00.000Z',
  source: 'game' as const,
  data: { toon: { id: 'TTID-SAVE' }, laff: { current: 60, max: 80 } },
};

describe('saveLinkedToon in the account', () => {
  it("sends the game's snapshot in the link's one request", async () => {
    await saveLinkedToon(scope, [], 'TTID-SAVE', () => ({ name: 'Flippy', update: null, report, snapshot }));
    expect(postLinkedToon).toHaveBeenCalledTimes(1);
    expect(postLinkedToon).toHaveBeenCalledWith({ name: 'Flippy', update: null, report, snapshot });
  });

  it('sends no snapshot field when the plan has none', async () => {
    await saveLinkedToon(scope, [], 'TTID-SAVE', () => ({ name: 'Flippy', update: null, report }));
    expect(postLinkedToon).toHaveBeenCalledWith({ name: 'Flippy', update: null, report });
  });
});
