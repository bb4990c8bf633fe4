import {
  type LinkedToonSave,
  type LinkedToonSaved,
  LinkedToonSavedSchema,
  type Toon,
  type ToonInputBody,
  ToonListSchema,
  ToonSchema,
  type ToonUpdate,
} from 'shared-contracts/domain';
import { apiClient } from 'web-kit';

/** The signed-in user's toons (`GET /api/toons`). */
export async function fetchAccountToons(signal?: AbortSignal): Promise<Toon[]> {
  const { toons } = await apiClient().get('/toons', { schema: ToonListSchema, signal });
  return toons;
}

export function postToon(input: ToonInputBody): Promise<Toon> {
  return apiClient().post('/toons', input, { schema: ToonSchema });
}

export function putToon(id: string, changes: ToonUpdate): Promise<Toon> {
  return apiClient().put(`/toons/${encodeURIComponent(id)}`, changes, { schema: ToonSchema });
}

export async function deleteAccountToon(id: string): Promise<void> {
  await apiClient().delete(`/toons/${encodeURIComponent(id)}`);
}

/**
 * One ToonLink event for the caller's toon of a game toon (`POST /api/toons/links`): the api finds
 * or creates it and applies the update and the verified values in one transaction.
 */
export function postLinkedToon(save: LinkedToonSave): Promise<LinkedToonSaved> {
  return apiClient().post('/toons/links', save, { schema: LinkedToonSavedSchema });
}
