import { useEffect } from 'react';
import {
  hashKey,
  useQuery,
  useQueryClient,
  type FetchQueryOptions,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/**
 * When each query started by a render began, by the query's hash, until the component that
 * started it has mounted and subscribed. Kept outside the component: a render React throws
 * away and starts again (a transition interrupted) keeps the time of the first.
 */
const startedAt = new Map<string, number>();

/**
 * `useQuery` whose first fetch starts while the component renders, not when it subscribes
 * after its commit (issue 28, docs/decisions/061). A query that starts at subscription changes
 * its store between the render and the subscription, and React answers that with a
 * synchronous render of the component again, children and all, in the same task as the
 * commit: on the seat page, 60-100 ms at phone speed each time. Started here, the query is
 * already loading when it is read, and subscribing changes nothing. Only a query never asked
 * for, or asked for and ended without data or error, starts here; a stale one refetches on
 * mount as usual. An answer that came after the render started it is not asked for again on
 * mount: a page whose render outlasted the answer (a phone, a render in slices) takes it.
 */
export function useStartedQuery<
  TQueryFnData = unknown,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  const hash = hashKey(options.queryKey);
  const state = client.getQueryState(options.queryKey);
  if (
    options.enabled !== false &&
    typeof options.enabled !== 'function' &&
    options.queryFn &&
    (!state || (state.data === undefined && state.fetchStatus === 'idle' && !state.error))
  ) {
    startedAt.set(hash, Date.now());
    void client.prefetchQuery(
      options as unknown as FetchQueryOptions<TQueryFnData, TError, TQueryFnData, TQueryKey>,
    );
  }
  const onMount = options.refetchOnMount ?? true;
  const result = useQuery({
    ...options,
    refetchOnMount: (query) => {
      const started = startedAt.get(query.queryHash);
      if (started !== undefined && query.state.dataUpdatedAt >= started) return false;
      return typeof onMount === 'function' ? onMount(query) : onMount;
    },
  });
  // After useQuery's own subscription (effects run in order): a later mount, a visit back to
  // the page, refetches as the query says.
  useEffect(() => {
    startedAt.delete(hash);
  }, [hash]);
  return result;
}
