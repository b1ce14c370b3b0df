import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../api/api-client.ts";

export const DEPOSITS_KEY = ["payments", "deposits"] as const;

/** A page of the member's deposit orders, newest first; `refreshMs` polls while an order is open. */
export function useDeposits(page: number, refreshMs: number | false = false) {
  return useQuery({
    queryKey: [...DEPOSITS_KEY, page],
    queryFn: () => api.request("deposits", { page, pageSize: 10 }),
    placeholderData: keepPreviousData,
    refetchInterval: refreshMs,
    staleTime: 0,
  });
}
