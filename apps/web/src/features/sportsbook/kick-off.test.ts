import { describe, expect, it } from "vitest";
import { kickOff, merchantDay, recentDays } from "./kick-off.ts";
import { resultView } from "./result-view.ts";

const YANGON = "Asia/Yangon"; // UTC+6:30

describe("kick-off times", () => {
  const now = Date.parse("2026-11-28T12:00:00Z"); // 18:30 in Yangon

  it("tells today and tomorrow by the merchant's clock", () => {
    expect(kickOff("2026-11-28T15:00:00Z", now, YANGON)).toEqual({
      day: "today",
      date: "11-28",
      time: "21:30",
    });
    // 18:00 UTC is 00:30 the next day in Yangon
    expect(kickOff("2026-11-28T18:00:00Z", now, YANGON)).toEqual({
      day: "tomorrow",
      date: "11-29",
      time: "00:30",
    });
    expect(kickOff("2026-11-30T18:00:00Z", now, YANGON).day).toBe("date");
  });

  it("names the merchant's days for the results", () => {
    expect(merchantDay(Date.parse("2026-11-28T18:00:00Z"), YANGON)).toBe("2026-11-29");
    expect(recentDays(now, YANGON, 3)).toEqual(["2026-11-28", "2026-11-27", "2026-11-26"]);
  });
});

describe("results", () => {
  it("shows a final score, a series' maps and an outright's places", () => {
    expect(
      resultView({ state: "ended", score: null, result: { status: "final", home: 2, away: 1 } }),
    ).toEqual({
      kind: "score",
      home: 2,
      away: 1,
    });
    expect(
      resultView({
        state: "ended",
        score: null,
        result: { status: "final", maps: ["home", "away", "home"] },
      }),
    ).toEqual({ kind: "maps", home: 2, away: 1, maps: ["home", "away", "home"] });
    expect(
      resultView({
        state: "ended",
        score: null,
        result: { status: "final", standings: [["A"], ["B", "C"]] },
      }),
    ).toEqual({ kind: "standings", places: [["A"], ["B", "C"]] });
  });

  it("shows a void event and one not settled yet", () => {
    expect(resultView({ state: "ended", score: null, result: { status: "abandoned" } })).toEqual({
      kind: "void",
      status: "abandoned",
    });
    expect(resultView({ state: "cancelled", score: null, result: null })).toEqual({
      kind: "void",
      status: "cancelled",
    });
    expect(resultView({ state: "ended", score: null, result: null })).toEqual({ kind: "pending" });
  });
});
