import type { TApplication, TPromotionState } from "@orchid/contract/applications";
import { keepPreviousData } from "@tanstack/react-query";
import { useMemo } from "react";
import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";
import { useIsRealMember } from "../missions/mission-queries.ts";
import { latestApplications, stateBeforeApplying, type TPromotionRef } from "./application-state.ts";

/**
 * How many of the member's newest applications the promotion states are read from (the call's
 * largest page). The latest application of a promotion is among them unless the member filed
 * more than this many since.
 */
const STATE_PAGE_SIZE = 100;

/** The "My applications" list's page size. */
export const MY_APPLICATIONS_PAGE_SIZE = 10;

/** A review may land at any time; while a page shows, the states are read again this often. */
const STATES_REFRESH_MS = 60_000;

/**
 * Each promotion's state for a logged-in real member, from the latest application of each (none:
 * coming_soon, join or registration_closed by the sign-up window). `extra` is an application just filed, counted before the list fetches again. Nothing
 * is read for a visitor or a trial account.
 */
export function usePromotionStates(extra?: TApplication | null) {
  const isRealMember = useIsRealMember();
  const language = useAppStore((state) => state.language);
  const query = useApiQuery(
    "promotionApplications",
    { page: 1, pageSize: STATE_PAGE_SIZE },
    {
      enabled: isRealMember,
      extraKey: [language],
      staleTime: 30_000,
      refetchInterval: STATES_REFRESH_MS,
    },
  );
  const latest = useMemo(() => {
    const rows = query.data?.rows ?? [];
    // Listed last: once the list holds the same application (its review perhaps), the list's wins.
    return latestApplications(extra ? [...rows, extra] : rows);
  }, [query.data, extra]);
  return {
    isRealMember,
    isPending: isRealMember && query.isPending,
    error: query.error,
    refetch: query.refetch,
    /** The latest application of a promotion, if any. */
    latestOf: (noticeId: number): TApplication | undefined => latest.get(noticeId),
    /**
     * A promotion's state at `now`; undefined while unknown (not a real member, not read yet,
     * failed).
     */
    stateOf: (promotion: TPromotionRef, now: number): TPromotionState | undefined =>
      query.data || extra
        ? (latest.get(promotion.id)?.promotionState ?? stateBeforeApplying(promotion, now))
        : undefined,
  };
}

/** One page of the member's applications, newest first; titles in the member's language. */
export function useMyApplications(page: number) {
  const language = useAppStore((state) => state.language);
  return useApiQuery(
    "promotionApplications",
    { page, pageSize: MY_APPLICATIONS_PAGE_SIZE },
    {
      enabled: useIsRealMember(),
      extraKey: [language],
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    },
  );
}
