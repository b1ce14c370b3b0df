import { keepPreviousData } from "@tanstack/react-query";
import { useApiQuery } from "../../../api/api-hooks.ts";
import { refreshCalls } from "../../wallet/member-data-keys.ts";

/** The withdrawal rules, today's use and whether a payment password is set. */
export function useWithdrawSettings() {
  return useApiQuery("withdrawSettings", undefined, { staleTime: 0 });
}

/** The member's bound payout accounts. */
export function usePayoutAccounts() {
  return useApiQuery("payoutAccounts");
}

/** A page of the member's withdrawals with their payouts, newest first. */
export function useWithdrawals(page: number) {
  return useApiQuery(
    "withdrawals",
    { page, pageSize: 10 },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
}

/** A withdrawal or a confirmation changed: its list, today's limits and the balance fetch again. */
export function refreshWithdrawals(): void {
  refreshCalls(["withdrawals", "withdrawSettings"]);
}
