import { QueryClient } from '@tanstack/react-query';

/**
 * The one query setup. TanStack Query's defaults already match the spec (5-minute garbage
 * collection, 3 retries with exponential delay capped at 30 s), so they are kept as they are.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient();
}

/** Shared by the shell and every remote (shared-contracts is a federation singleton). */
export const queryClient = createQueryClient();
