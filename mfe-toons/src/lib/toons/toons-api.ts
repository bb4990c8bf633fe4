import {
  apiClient,
  type Toon,
  type ToonInputBody,
  ToonListSchema,
  ToonSchema,
  type ToonUpdate,
} from 'shared-contracts';

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
