import { keepPreviousData } from "@tanstack/react-query";
import { useApiQuery } from "../../api/api-hooks.ts";
import { useIsRealMember } from "../missions/mission-queries.ts";

/** Invitees per page of the list. */
export const INVITEES_PAGE_SIZE = 10;

/** The member's code and link, counts, rewards earned and the rules (real members only). */
export function useReferral() {
  return useApiQuery("referral", undefined, { enabled: useIsRealMember(), staleTime: 30_000 });
}

/** One page of the member's invitees, newest first, names masked by the server. */
export function useReferralInvitees(page: number) {
  return useApiQuery(
    "referralInvitees",
    { page, pageSize: INVITEES_PAGE_SIZE },
    { enabled: useIsRealMember(), placeholderData: keepPreviousData, staleTime: 30_000 },
  );
}
