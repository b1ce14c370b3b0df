import type { TApplication, TPromotionState } from "@orchid/contract/applications";
import type { TBadgeTone } from "../member-centre/status-badge.tsx";

/** What the state helpers read of an application. */
export type TApplicationStamp = Pick<TApplication, "id" | "noticeId" | "promotionState" | "createdAt">;

/** Badge tone of each promotion state; the label is `application_state_<state>`. */
export const PROMOTION_STATE_TONES: Record<TPromotionState, TBadgeTone> = {
  join: "neutral",
  applying: "wait",
  rejected: "bad",
  issued: "good",
  claimed: "good",
  approved: "good",
};

/** The catalogue key of a promotion state's label. */
export function promotionStateKey(state: TPromotionState): string {
  return `application_state_${state}`;
}

/** Whether `a` was filed after `b`: the later creation time, then the larger id (filed later). */
function isLater(a: TApplicationStamp, b: TApplicationStamp): boolean {
  const at = Date.parse(a.createdAt);
  const bt = Date.parse(b.createdAt);
  if (at !== bt) return at > bt;
  return a.id > b.id;
}

/**
 * The latest application of each promotion, by notice id. The server answers newest first; the
 * order is not relied on, so a just-filed application may be put anywhere in the list.
 */
export function latestApplications<T extends TApplicationStamp>(applications: readonly T[]): Map<number, T> {
  const latest = new Map<number, T>();
  for (const application of applications) {
    const known = latest.get(application.noticeId);
    if (!known || isLater(application, known)) latest.set(application.noticeId, application);
  }
  return latest;
}

/** A promotion's state for the member: its latest application's, or "join" when there is none. */
export function promotionStateOf(
  applications: readonly TApplicationStamp[],
  noticeId: number,
): TPromotionState {
  return latestApplications(applications).get(noticeId)?.promotionState ?? "join";
}

/**
 * Whether the member may apply: never applied ("join"), or the last application was rejected. An
 * open or approved application refuses a new one (ALREADY_APPLIED).
 */
export function mayApply(state: TPromotionState): boolean {
  return state === "join" || state === "rejected";
}
