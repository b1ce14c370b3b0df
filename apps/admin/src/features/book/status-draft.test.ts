import { describe, expect, it } from "vitest";
import { checkStatusDraft, statusDraftOf } from "./status-draft.ts";

describe("an own event's status", () => {
  it("sends the state, and the score and clock when typed", () => {
    const draft = statusDraftOf({ state: "live", score: { home: 1, away: 0 } });
    expect(draft).toEqual({ state: "live", home: "1", away: "0", clock: "" });
    expect(checkStatusDraft(9, draft)).toEqual({
      ok: true,
      input: { eventId: 9, state: "live", score: { home: 1, away: 0 } },
    });
    expect(checkStatusDraft(9, { ...draft, state: "ended", clock: "90" })).toEqual({
      ok: true,
      input: { eventId: 9, state: "ended", score: { home: 1, away: 0 }, clock: 90 },
    });
    expect(checkStatusDraft(9, { state: "suspended", home: "", away: "", clock: "" })).toEqual({
      ok: true,
      input: { eventId: 9, state: "suspended" },
    });
  });

  it("wants both sides of a score and a whole clock", () => {
    expect(checkStatusDraft(9, { state: "live", home: "1", away: "", clock: "" })).toMatchObject({
      field: "away",
    });
    expect(checkStatusDraft(9, { state: "live", home: "", away: "", clock: "1000" })).toMatchObject({
      field: "clock",
    });
    expect(statusDraftOf({ state: "cancelled", score: null }).state).toBe("ended");
  });
});
