import { createApiHooks } from "@orchid/api-react/create-api-hooks";
import { useConsoleStore } from "../store/console-store.ts";
import { api } from "./console-api.ts";

/** The console's scope: the merchant acted on, so a merchant switch never shows another's data. */
function useMerchantScope(): readonly unknown[] {
  return [useConsoleStore((state) => state.merchant)];
}

/** The console's data hooks; reads wait until a merchant is chosen. */
export const { useApiQuery, useApiMutation } = createApiHooks({
  client: api,
  useScope: useMerchantScope,
  isScopeReady: ([merchant]) => Boolean(merchant),
});
