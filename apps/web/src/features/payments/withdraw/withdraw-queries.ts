import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../api/api-client.ts";
import { queryClient } from "../../../api/query-client.ts";

export const WITHDRAW_SETTINGS_KEY = ["payments", "withdrawSettings"] as const;
export const PAYOUT_ACCOUNTS_KEY = ["payments", "payoutAccounts"] as const;
export const WITHDRAWALS_KEY = ["payments", "withdrawals"] as const;

/** The withdrawal rules, today's use and whether a payment password is set. */
export function useWithdrawSettings() {
  return useQuery({
    queryKey: WITHDRAW_SETTINGS_KEY,
    queryFn: () => api.request("withdrawSettings"),
    staleTime: 0,
  });
}

/** The member's bound payout accounts. */
export function usePayoutAccounts() {
  return useQuery({ queryKey: PAYOUT_ACCOUNTS_KEY, queryFn: () => api.request("payoutAccounts") });
}

/** A page of the member's withdrawals with their payouts, newest first. */
export function useWithdrawals(page: number) {
  return useQuery({
    queryKey: [...WITHDRAWALS_KEY, page],
    queryFn: () => api.request("withdrawals", { page, pageSize: 10 }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A withdrawal or a confirmation changed: its list, today's limits and the balance fetch again. */
export function refreshWithdrawals(): void {
  for (const queryKey of [WITHDRAWALS_KEY, WITHDRAW_SETTINGS_KEY])
    void queryClient.invalidateQueries({ queryKey });
}
