import { keepPreviousData } from "@tanstack/react-query";
import { useApiQuery } from "../../api/api-hooks.ts";

/** A page of the member's deposit orders, newest first; `refreshMs` polls while an order is open. */
export function useDeposits(page: number, refreshMs: number | false = false) {
  return useApiQuery(
    "deposits",
    { page, pageSize: 10 },
    { placeholderData: keepPreviousData, refetchInterval: refreshMs, staleTime: 0 },
  );
}
