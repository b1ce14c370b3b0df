import type { TInputOf } from "@orchid/contract/endpoint-io";
import { keepPreviousData } from "@tanstack/react-query";
import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";

/** The trial account type (spec §6): missions and rewards are a real member's only. */
const TRIAL_TYPE = 4;

/** Progress moves as bets settle; while the page shows, it is read again this often. */
const PROGRESS_REFRESH_MS = 60_000;

export type TLeaderboardPeriod = NonNullable<TInputOf<"missionLeaderboard">["period"]>;

/** Whether a real member is logged in: missions, their badges and the reward centre are theirs only. */
export function useIsRealMember(): boolean {
  return useAppStore((state) => state.token !== null && state.user?.accountType !== TRIAL_TYPE);
}

/** The running missions with this period's progress; names and texts in the member's language. */
export function useMissions() {
  const language = useAppStore((state) => state.language);
  return useApiQuery("missions", undefined, {
    enabled: useIsRealMember(),
    extraKey: [language],
    staleTime: 30_000,
    refetchInterval: PROGRESS_REFRESH_MS,
  });
}

/** The member centre's badge counts (rewards to claim, missions in progress); zeros while unknown. */
export function useMissionSummary(): { rewardsToClaim: number; missionsInProgress: number } {
  // Read while the member centre shows, and again as progress moves (a mission done, a reward waiting).
  const { data } = useApiQuery("missionSummary", undefined, {
    enabled: useIsRealMember(),
    staleTime: 60_000,
    refetchInterval: PROGRESS_REFRESH_MS,
  });
  return { rewardsToClaim: data?.rewardsToClaim ?? 0, missionsInProgress: data?.missionsInProgress ?? 0 };
}

/** The top players of the day or the week by valid bet (public; names masked by the server). */
export function useLeaderboard(period: TLeaderboardPeriod) {
  return useApiQuery(
    "missionLeaderboard",
    { period, by: "valid_bet" },
    { staleTime: 60_000, placeholderData: keepPreviousData },
  );
}
