import { type User, UserSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, skipToken, useQuery } from 'web-kit/area';
import { useVisitor } from './session';

/** The signed-in user's document (`GET /api/users/:uid`): the jellybean balance and Trinkets. */
export function getAccount(uid: string, signal?: AbortSignal): Promise<User> {
  return apiClient().get(`/users/${encodeURIComponent(uid)}`, { schema: UserSchema, signal });
}

export function accountQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: ['account', uid],
    queryFn: uid ? ({ signal }) => getAccount(uid, signal) : skipToken,
  });
}

/** The registered user's document; idle for everyone else. */
export function useAccount() {
  const visitor = useVisitor();
  return useQuery(accountQueryOptions(visitor.isRegistered ? visitor.uid : null));
}
