import { readFileSync } from "node:fs";
import { PROMOTION_STATES, type TPromotionState } from "@orchid/contract/applications";
import { describe, expect, it } from "vitest";
import {
  latestApplications,
  mayApply,
  PROMOTION_STATE_TONES,
  promotionStateKey,
  promotionStateOf,
  type TApplicationStamp,
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

describe("promotionStateOf", () => {
  it("reads join for a promotion the member never applied to", () => {
    expect(promotionStateOf([], 7)).toBe("join");
    expect(promotionStateOf([application(1, 8, "applying", "2025-03-01T10:00:00.000Z")], 7)).toBe("join");
  });

  it("takes the latest application of the promotion, whatever the list's order", () => {
    const rejected = application(1, 7, "rejected", "2025-03-01T10:00:00.000Z");
    const again = application(5, 7, "applying", "2025-03-02T09:00:00.000Z");
    const other = application(3, 9, "claimed", "2025-03-03T09:00:00.000Z");
    expect(promotionStateOf([again, other, rejected], 7)).toBe("applying");
    expect(promotionStateOf([rejected, other, again], 7)).toBe("applying");
    expect(promotionStateOf([rejected, other, again], 9)).toBe("claimed");
  });

  it("compares instants, not their text, and breaks a tie by the later id", () => {
    const early = application(1, 7, "rejected", "2025-03-01T12:00:00.000+02:00");
    const late = application(2, 7, "issued", "2025-03-01T11:00:00.000Z");
    expect(promotionStateOf([late, early], 7)).toBe("issued");
    const sameA = application(4, 7, "rejected", "2025-03-01T11:00:00.000Z");
    const sameB = application(6, 7, "approved", "2025-03-01T11:00:00.000Z");
    expect(promotionStateOf([sameB, sameA], 7)).toBe("approved");
    expect(promotionStateOf([sameA, sameB], 7)).toBe("approved");
  });
});

describe("latestApplications", () => {
  it("keeps one application per promotion", () => {
    const rows = [
      application(3, 7, "applying", "2025-03-03T00:00:00.000Z"),
      application(2, 9, "issued", "2025-03-02T00:00:00.000Z"),
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
  it("lets a member apply to a new promotion or again after a rejection only", () => {
    const allowed = PROMOTION_STATES.filter(mayApply);
    expect(allowed).toEqual(["join", "rejected"]);
  });
});

describe("promotion state labels and tones", () => {
  it("has a tone, a label and a description in English for every state", () => {
    for (const state of PROMOTION_STATES) {
      expect(PROMOTION_STATE_TONES[state]).toBeDefined();
      expect(promotionStateKey(state)).toBe(`application_state_${state}`);
      expect(english[promotionStateKey(state)]).toBeTruthy();
      expect(english[`application_state_text_${state}`]).toBeTruthy();
    }
  });
});
