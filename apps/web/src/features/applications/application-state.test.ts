import { readFileSync } from "node:fs";
import { PROMOTION_STATES, type TPromotionState } from "@orchid/contract/applications";
import { describe, expect, it } from "vitest";
import {
  isSignupOpen,
  latestApplications,
  mayApply,
  PROMOTION_STATE_TONES,
  promotionStateKey,
  promotionStateOf,
  promotionStateTextKey,
  signupPhase,
  stateBeforeApplying,
  type TApplicationStamp,
  type TPromotionRef,
  type TSignupWindow,
} from "./application-state.ts";

const english: Record<string, string> = JSON.parse(
  readFileSync(new URL("../../../../../packages/i18n/locales/EN.json", import.meta.url), "utf8"),
);

function application(
  id: number,
  noticeId: number,
  promotionState: TPromotionState,
  createdAt: string,
): TApplicationStamp {
  return { id, noticeId, promotionState, createdAt };
}

const OPENS = Date.parse("2025-03-01T00:00:00.000Z");
const CLOSES = Date.parse("2025-03-08T00:00:00.000Z");
const BEFORE = OPENS - 1;
const DURING = OPENS + 86_400_000;
const AFTER = CLOSES + 1;

/** Sign-up from publication until the promotion ends. */
const ALWAYS: TSignupWindow = { signupOpensAt: null, signupClosesAt: null };
const WEEK: TSignupWindow = { signupOpensAt: OPENS, signupClosesAt: CLOSES };

function promotion(id: number, window: TSignupWindow = ALWAYS): TPromotionRef {
  return { id, ...window };
}

describe("signupPhase", () => {
  it("is open from the opening instant until, not including, the closing one", () => {
    expect(signupPhase(WEEK, BEFORE)).toBe("before");
    expect(signupPhase(WEEK, OPENS)).toBe("open");
    expect(signupPhase(WEEK, CLOSES - 1)).toBe("open");
    expect(signupPhase(WEEK, CLOSES)).toBe("closed");
    expect(isSignupOpen(WEEK, DURING)).toBe(true);
    expect(isSignupOpen(WEEK, AFTER)).toBe(false);
  });

  it("lets a missing end leave that side open", () => {
    expect(signupPhase(ALWAYS, 0)).toBe("open");
    expect(signupPhase({ signupOpensAt: OPENS, signupClosesAt: null }, AFTER)).toBe("open");
    expect(signupPhase({ signupOpensAt: OPENS, signupClosesAt: null }, BEFORE)).toBe("before");
    expect(signupPhase({ signupOpensAt: null, signupClosesAt: CLOSES }, 0)).toBe("open");
    expect(signupPhase({ signupOpensAt: null, signupClosesAt: CLOSES }, CLOSES)).toBe("closed");
  });
});

describe("promotionStateOf", () => {
  it("reads join for a promotion the member never applied to while sign-up is open", () => {
    expect(promotionStateOf([], promotion(7), DURING)).toBe("join");
    expect(
      promotionStateOf([application(1, 8, "applying", "2025-03-01T10:00:00.000Z")], promotion(7), DURING),
    ).toBe("join");
    expect(promotionStateOf([], promotion(7, WEEK), DURING)).toBe("join");
  });

  it("reads coming_soon before sign-up opens and registration_closed once it closed", () => {
    expect(promotionStateOf([], promotion(7, WEEK), BEFORE)).toBe("coming_soon");
    expect(promotionStateOf([], promotion(7, WEEK), CLOSES)).toBe("registration_closed");
    expect(stateBeforeApplying(WEEK, AFTER)).toBe("registration_closed");
  });

  it("keeps the server's state of an application whatever the window", () => {
    const states: TPromotionState[] = [
      "applying",
      "rejected",
      "claim_payout",
      "issued",
      "signed_up",
      "in_progress",
    ];
    for (const state of states) {
      const rows = [application(1, 7, state, "2025-03-02T10:00:00.000Z")];
      expect(promotionStateOf(rows, promotion(7, WEEK), AFTER)).toBe(state);
      expect(promotionStateOf(rows, promotion(7, WEEK), DURING)).toBe(state);
    }
  });

  it("takes the latest application of the promotion, whatever the list's order", () => {
    const rejected = application(1, 7, "rejected", "2025-03-01T10:00:00.000Z");
    const again = application(5, 7, "applying", "2025-03-02T09:00:00.000Z");
    const other = application(3, 9, "claimed", "2025-03-03T09:00:00.000Z");
    expect(promotionStateOf([again, other, rejected], promotion(7), DURING)).toBe("applying");
    expect(promotionStateOf([rejected, other, again], promotion(7), DURING)).toBe("applying");
    expect(promotionStateOf([rejected, other, again], promotion(9), DURING)).toBe("claimed");
  });

  it("compares instants, not their text, and breaks a tie by the later id", () => {
    const early = application(1, 7, "rejected", "2025-03-01T12:00:00.000+02:00");
    const late = application(2, 7, "claim_payout", "2025-03-01T11:00:00.000Z");
    expect(promotionStateOf([late, early], promotion(7), DURING)).toBe("claim_payout");
    const sameA = application(4, 7, "rejected", "2025-03-01T11:00:00.000Z");
    const sameB = application(6, 7, "approved", "2025-03-01T11:00:00.000Z");
    expect(promotionStateOf([sameB, sameA], promotion(7), DURING)).toBe("approved");
    expect(promotionStateOf([sameA, sameB], promotion(7), DURING)).toBe("approved");
  });
});

describe("latestApplications", () => {
  it("keeps one application per promotion", () => {
    const rows = [
      application(3, 7, "applying", "2025-03-03T00:00:00.000Z"),
      application(2, 9, "claim_payout", "2025-03-02T00:00:00.000Z"),
      application(1, 7, "rejected", "2025-03-01T00:00:00.000Z"),
    ];
    const latest = latestApplications(rows);
    expect([...latest.keys()].sort()).toEqual([7, 9]);
    expect(latest.get(7)?.id).toBe(3);
    expect(latest.get(9)?.id).toBe(2);
  });

  it("keeps the first of two copies of one application (the list's, before a just-filed copy)", () => {
    const listed = application(4, 7, "rejected", "2025-03-03T00:00:00.000Z");
    const filed = application(4, 7, "applying", "2025-03-03T00:00:00.000Z");
    expect(latestApplications([listed, filed]).get(7)).toBe(listed);
  });
});

describe("mayApply", () => {
  it("lets a member apply to a new promotion or again after a rejection only, while sign-up is open", () => {
    const allowed = PROMOTION_STATES.filter((state) => mayApply(state, WEEK, DURING));
    expect(allowed).toEqual(["join", "rejected"]);
  });

  it("does not offer applying again after a rejection outside the sign-up window", () => {
    expect(mayApply("rejected", WEEK, AFTER)).toBe(false);
    expect(mayApply("rejected", WEEK, BEFORE)).toBe(false);
    expect(PROMOTION_STATES.filter((state) => mayApply(state, WEEK, AFTER))).toEqual(["join"]);
  });

  it("never offers applying before sign-up opens or after it closed", () => {
    for (const now of [BEFORE, AFTER]) {
      expect(mayApply(promotionStateOf([], promotion(7, WEEK), now), WEEK, now)).toBe(false);
    }
    expect(mayApply(promotionStateOf([], promotion(7, WEEK), DURING), WEEK, DURING)).toBe(true);
  });
});

describe("promotionStateTextKey", () => {
  it("reads each state's own text", () => {
    for (const state of PROMOTION_STATES) {
      expect(promotionStateTextKey(state, WEEK, DURING)).toBe(`application_state_text_${state}`);
    }
  });

  it("does not say a rejected member may apply again once sign-up closed or before it opens", () => {
    expect(promotionStateTextKey("rejected", WEEK, AFTER)).toBe("application_state_text_registration_closed");
    expect(promotionStateTextKey("rejected", WEEK, BEFORE)).toBe("application_state_text_coming_soon");
  });
});

describe("promotion state labels and tones", () => {
  it("marks a waiting reward for attention and a closed sign-up apart from an open one", () => {
    expect(PROMOTION_STATE_TONES.claim_payout).toBe("wait");
    expect(PROMOTION_STATE_TONES.coming_soon).toBe("neutral");
    expect(PROMOTION_STATE_TONES.registration_closed).not.toBe(PROMOTION_STATE_TONES.join);
    expect(english.application_state_claim_payout).toBe("Claim payout");
  });

  it("has a tone, a label and a description in English for every state", () => {
    for (const state of PROMOTION_STATES) {
      expect(PROMOTION_STATE_TONES[state]).toBeDefined();
      expect(promotionStateKey(state)).toBe(`application_state_${state}`);
      expect(english[promotionStateKey(state)]).toBeTruthy();
      expect(english[`application_state_text_${state}`]).toBeTruthy();
    }
  });
});
