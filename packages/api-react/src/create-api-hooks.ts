import type { TApiClient } from "@orchid/contract/client";
import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import type { TEndpointName } from "@orchid/contract/endpoints";
import { type UseMutationOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiQueryOptions, type TApiQueryOptions } from "./api-query-options.ts";

export type TApiHooksOptions = {
  client: TApiClient;
  /** A hook answering a call's scope, part of its key (the merchant acted on, the session). */
  useScope: (name: TEndpointName) => readonly unknown[];
  /** Reads wait until the scope is complete (the console's merchant is chosen). */
  isScopeReady?: (scope: readonly unknown[]) => boolean;
};

/** TanStack's mutation options, plus the reads to refresh once the change succeeded. */
export type TApiMutationOptions<K extends TEndpointName> = Omit<
  UseMutationOptions<TValueOf<K>, Error, TInputOf<K>>,
  "mutationFn"
> & {
  /** Calls whose cached answers this change makes stale; refreshed before `onSuccess` runs. */
  refresh?: readonly TEndpointName[];
};

/**
 * Builds the data hooks of one app from its API client and scope: `useApiQuery(name, input)`
 * reads a call through the cache, `useApiMutation(name)` runs a change. The site and the
 * console each build theirs once, so both key their caches the same way.
 */
export function createApiHooks({ client, useScope, isScopeReady = () => true }: TApiHooksOptions) {
  function useApiQuery<K extends TEndpointName>(
    name: K,
    input?: TInputOf<K>,
    options: TApiQueryOptions<K> = {},
  ) {
    const scope = useScope(name);
    const isEnabled = (options.enabled ?? true) && isScopeReady(scope);
    return useQuery(apiQueryOptions(client, name, scope, input, { ...options, enabled: isEnabled }));
  }

  function useApiMutation<K extends TEndpointName>(name: K, options: TApiMutationOptions<K> = {}) {
    const queryClient = useQueryClient();
    const { refresh = [], onSuccess, ...rest } = options;
    return useMutation<TValueOf<K>, Error, TInputOf<K>>({
      ...rest,
      mutationFn: (input) => client.request(name, input),
      onSuccess: async (...args) => {
        await Promise.all(refresh.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
        await onSuccess?.(...args);
      },
    });
  }

  return { useApiQuery, useApiMutation };
}
