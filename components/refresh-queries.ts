import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * After a write: the queries under `queryKey` (all without one) are read again. A first read still
 * under way is dropped before: TanStack Query hands an invalidation the promise of a fetch in flight
 * when its query has no data yet, and that fetch may have been answered before the write (a video
 * uploaded while its gallery was first loading stayed out of it).
 */
export async function refreshQueries(client: QueryClient, queryKey?: QueryKey) {
  await client.cancelQueries({ queryKey, predicate: (query) => query.state.data === undefined && query.state.fetchStatus === "fetching" });
  await client.invalidateQueries({ queryKey });
}
