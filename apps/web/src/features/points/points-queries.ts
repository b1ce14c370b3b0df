import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";
import { useWithdrawSettings } from "../payments/withdraw/withdraw-queries.ts";
import { MEMBER_CALLS, refreshCalls } from "../wallet/member-data-keys.ts";

/** The trial account type (spec §6): its points calls are refused, as every real-member call is. */
const TRIAL_TYPE = 4;

/** Whether a real member is logged in: the points balance, history and forms are theirs only. */
export function useIsRealMember(): boolean {
  return useAppStore((state) => state.token !== null && state.user?.accountType !== TRIAL_TYPE);
}

/** The merchant's points rules; the rules text comes in the visitor's language. */
export function usePointsConfig() {
  const language = useAppStore((state) => state.language);
  return useApiQuery("pointConfig", undefined, { extraKey: [language], staleTime: 60_000 });
}

/** The mall's products with their prices and stock left, named in the visitor's language. */
export function useMallProducts() {
  const language = useAppStore((state) => state.language);
  return useApiQuery("pointReward", undefined, { extraKey: [language], staleTime: 30_000 });
}

/** The member's spendable and held points (real members only). */
export function usePointsBalance() {
  const isMember = useIsRealMember();
  return useApiQuery("pointBalance", undefined, { enabled: isMember, staleTime: 0 });
}

/**
 * Whether the member has a payment password (the withdrawal settings say so): false asks them to
 * set one before redeeming or converting; undefined while unknown.
 */
export function useHasPaymentPassword(): boolean | undefined {
  return useWithdrawSettings().data?.hasPaymentPassword;
}

/** Points were spent, held or given back: the balance, the lines, the redeems and the stock fetch again. */
export function refreshPoints(): void {
  refreshCalls([...MEMBER_CALLS.points, "pointReward"]);
}
