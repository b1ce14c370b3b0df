import { apiQueryOptions, type TApiQueryOptions } from "@orchid/api-react/api-query-options";
import { createApiHooks } from "@orchid/api-react/create-api-hooks";
import type { TInputOf } from "@orchid/contract/endpoint-io";
import { ENDPOINTS, type TEndpointName } from "@orchid/contract/endpoints";
import { useAppStore } from "../store/app-store.ts";
import { api } from "./api-client.ts";

/**
 * The site's scope of a call: the session for a member's call, so one member's answers are never
 * shown to the next; nothing for a public one, so logging in does not fetch the menus again.
 */
function sessionScope(name: TEndpointName, token: string | null): readonly unknown[] {
  return ENDPOINTS[name].token ? [token] : [];
}

function useSessionScope(name: TEndpointName): readonly unknown[] {
  return sessionScope(
    name,
    useAppStore((state) => state.token),
  );
}

/** The site's data hooks: reads and changes keyed by the call's name (see @orchid/api-react). */
export const { useApiQuery, useApiMutation } = createApiHooks({ client: api, useScope: useSessionScope });

/** The same read's options outside a component (a prefetch, or `queryClient.fetchQuery` in a flow). */
export function apiQuery<K extends TEndpointName>(
  name: K,
  input?: TInputOf<K>,
  options?: TApiQueryOptions<K>,
) {
  return apiQueryOptions(api, name, sessionScope(name, useAppStore.getState().token), input, options);
}
