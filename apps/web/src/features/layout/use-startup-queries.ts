import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/api-client.ts";

/** Start-up calls besides the status (spec §4): the country codes for phone fields. */
export function useStartupQueries(): void {
  useQuery({
    queryKey: ["countryCodes"],
    queryFn: () => api.request("countryCodes"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
