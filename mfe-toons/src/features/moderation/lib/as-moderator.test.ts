import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'web-kit';
import { asModerator, isNotModerator } from './as-moderator';

const refused = (code: string, status = 403) =>
  new HttpError({ status, body: '', url: '/api/moderation/reports', method: 'GET', reason: 'No', code });

describe('asModerator', () => {
  it('refreshes the token once and tries again when the claim is missing', async () => {
    const request = vi.fn().mockRejectedValueOnce(refused('moderator_only')).mockResolvedValueOnce('reports');
    const refresh = vi.fn().mockResolvedValue('fresh-token');
    await expect(asModerator(request, refresh)).resolves.toBe('reports');
    expect(refresh).toHaveBeenCalledWith(true);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('gives up after that one try: the account is not a moderator', async () => {
    const request = vi.fn().mockRejectedValue(refused('moderator_only'));
    const refresh = vi.fn().mockResolvedValue('fresh-token');
    const outcome = asModerator(request, refresh);
    await expect(outcome).rejects.toSatisfy(isNotModerator);
    expect(request).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('passes any other failure on without a refresh', async () => {
    const request = vi.fn().mockRejectedValue(refused('unauthenticated', 401));
    const refresh = vi.fn();
    await expect(asModerator(request, refresh)).rejects.toMatchObject({ status: 401 });
    expect(refresh).not.toHaveBeenCalled();
  });
});
