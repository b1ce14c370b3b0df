import { ApiError } from "@orchid/contract/api-error";
import { QueryClient } from "@tanstack/react-query";

/** Console data is live operational data: short freshness, no retry on refusals. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: true,
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});
