import { createApiClient } from "@orchid/contract/client";
import { useAppStore } from "../store/app-store.ts";

/** The one API client of the site; headers follow the store on every call. */
export const api = createApiClient({
  context: () => {
    const { merchant, token, language } = useAppStore.getState();
    return { merchant, token, language };
  },
});
