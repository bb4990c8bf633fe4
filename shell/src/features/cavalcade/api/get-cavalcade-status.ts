import { CavalcadeResponseSchema, parseParadeStatus } from 'shared-contracts';
import { createHttpClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';

export type ParadeStatus = ReturnType<typeof parseParadeStatus>;

export async function getCavalcadeStatus(baseUrl: string): Promise<ParadeStatus> {
  const client = createHttpClient({ baseUrl });
  const response = await client.get('/cavalcade', { schema: CavalcadeResponseSchema });
  return parseParadeStatus(response.paradeStatus);
}

export function cavalcadeStatusQueryOptions(baseUrl: string) {
  return queryOptions({
    queryKey: ['cavalcade', baseUrl],
    queryFn: () => getCavalcadeStatus(baseUrl),
    refetchInterval: 60_000,
  });
}

export function useCavalcadeStatus(baseUrl: string) {
  return useQuery(cavalcadeStatusQueryOptions(baseUrl));
}
