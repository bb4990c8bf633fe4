/**
 * TanStack Query for every part, re-exported from here rather than shared as a whole package, as
 * the router is: a federation-shared package cannot be tree-shaken, and these exports are about
 * 3 kB gzip less than the whole package. Coming through `shared-contracts/area` (a singleton), it
 * is still one copy, and one query cache, per page. A part that needs another export adds it here.
 */

export type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
