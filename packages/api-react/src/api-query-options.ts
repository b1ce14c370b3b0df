import type { TApiClient } from "@orchid/contract/client";
import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import type { TEndpointName } from "@orchid/contract/endpoints";
import type { UseQueryOptions } from "@tanstack/react-query";

/**
 * The cache key of a read: the call's name first, so `invalidateQueries({ queryKey: [name] })`
 * refreshes every copy of it; then the caller's scope (the console's merchant, the site's
 * session), anything else the answer depends on (the Language header), and the input.
 */
export function apiQueryKey<K extends TEndpointName>(
  name: K,
  scope: readonly unknown[],
  input?: TInputOf<K>,
  extraKey: readonly unknown[] = [],
): readonly unknown[] {
  return [name, ...scope, ...extraKey, input ?? null];
}

/** TanStack's query options, less the key and the function the call's name decides. */
export type TApiQueryOptions<K extends TEndpointName> = Omit<
  UseQueryOptions<TValueOf<K>, Error, TValueOf<K>, readonly unknown[]>,
  "queryKey" | "queryFn" | "enabled"
> & {
  enabled?: boolean;
  /** What else the answer depends on besides the input, e.g. the language it is written in. */
  extraKey?: readonly unknown[];
  /** Runs once per fetched answer (not per render), e.g. to copy it into a store. */
  afterFetch?: (value: TValueOf<K>) => void;
};

/** The full query options of one read: usable by a hook, a prefetch or `ensureQueryData`. */
export function apiQueryOptions<K extends TEndpointName>(
  client: TApiClient,
  name: K,
  scope: readonly unknown[],
  input?: TInputOf<K>,
  options: TApiQueryOptions<K> = {},
): UseQueryOptions<TValueOf<K>, Error, TValueOf<K>, readonly unknown[]> {
  const { extraKey, afterFetch, ...rest } = options;
  return {
    ...rest,
    queryKey: apiQueryKey(name, scope, input, extraKey),
    queryFn: async () => {
      const value = await client.request(name, input);
      afterFetch?.(value);
      return value;
    },
  };
}
