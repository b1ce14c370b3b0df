import type { TApplication, TPromotionState } from "@orchid/contract/applications";
import type { TNotice } from "@orchid/contract/content";
import type { TBadgeTone } from "../member-centre/status-badge.tsx";

/** What the state helpers read of an application. */
export type TApplicationStamp = Pick<TApplication, "id" | "noticeId" | "promotionState" | "createdAt">;

/** A promotion's sign-up window, epoch milliseconds (null: from publication, until it ends). */
export type TSignupWindow = Pick<TNotice, "signupOpensAt" | "signupClosesAt">;

/** What the state helpers read of a promotion: its id and sign-up window. */
export type TPromotionRef = Pick<TNotice, "id"> & TSignupWindow;

/** Where `now` falls against a sign-up window: before it opens, within it, or after it closed. */
export type TSignupPhase = "before" | "open" | "closed";

/** Badge tone of each promotion state; the label is `application_state_<state>`. */
export const PROMOTION_STATE_TONES: Record<TPromotionState, TBadgeTone> = {
  coming_soon: "neutral",
  join: "neutral",
  registration_closed: "bad",
  applying: "wait",
  rejected: "bad",
  // The member has something to do: take the reward in the reward centre.
  claim_payout: "wait",
  claimed: "good",
  issued: "neutral",
  signed_up: "good",
  in_progress: "good",
  approved: "good",
};

/** The catalogue key of a promotion state's label. */
export function promotionStateKey(state: TPromotionState): string {
  return `application_state_${state}`;
}

/**
 * Where `now` falls against the sign-up window, as the server checks it: open from `signupOpensAt`
 * (inclusive) until `signupClosesAt` (exclusive); a missing end does not limit it.
 */
export function signupPhase(window: TSignupWindow, now: number): TSignupPhase {
  if (window.signupOpensAt !== null && now < window.signupOpensAt) return "before";
  if (window.signupClosesAt !== null && now >= window.signupClosesAt) return "closed";
  return "open";
}

/** Whether `now` is within the sign-up window. */
export function isSignupOpen(window: TSignupWindow, now: number): boolean {
  return signupPhase(window, now) === "open";
}

/** A promotion's state before the member applied: coming_soon, join or registration_closed. */
export function stateBeforeApplying(window: TSignupWindow, now: number): TPromotionState {
  const phase = signupPhase(window, now);
  if (phase === "before") return "coming_soon";
  if (phase === "closed") return "registration_closed";
  return "join";
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

/**
 * A promotion's state for the member at `now`: its latest application's (as the server read it),
 * or, when there is none, where `now` falls against the sign-up window.
 */
export function promotionStateOf(
  applications: readonly TApplicationStamp[],
  promotion: TPromotionRef,
  now: number,
): TPromotionState {
  return (
    latestApplications(applications).get(promotion.id)?.promotionState ?? stateBeforeApplying(promotion, now)
  );
}

/**
 * Whether the member may apply: never applied and sign-up is open ("join"), or the last
 * application was rejected and sign-up is still open. An open or approved application refuses a
 * new one (ALREADY_APPLIED), and outside the window the server answers SIGNUP_CLOSED.
 */
export function mayApply(state: TPromotionState, window: TSignupWindow, now: number): boolean {
  if (state === "join") return true;
  return state === "rejected" && isSignupOpen(window, now);
}

/**
 * The catalogue key of the sentence under the state badge. A rejected application while sign-up
 * is not open reads as the window's state instead of "you can apply again".
 */
export function promotionStateTextKey(state: TPromotionState, window: TSignupWindow, now: number): string {
  if (state === "rejected" && !isSignupOpen(window, now)) {
    return `application_state_text_${stateBeforeApplying(window, now)}`;
  }
  return `application_state_text_${state}`;
}
