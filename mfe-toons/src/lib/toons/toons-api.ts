import {
  apiClient,
  type Toon,
  type ToonInputBody,
  ToonListSchema,
  ToonSchema,
  type ToonUpdate,
  type ToonVerification,
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

/** Reports values read from the game (`POST /api/toons/:id/verifications`); the api applies the verified rule. */
export function postVerification(id: string, report: ToonVerification): Promise<Toon> {
  return apiClient().post(`/toons/${encodeURIComponent(id)}/verifications`, report, { schema: ToonSchema });
}
