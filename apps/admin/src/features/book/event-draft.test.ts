import { describe, expect, it } from "vitest";
import { checkEventDraft, newEventDraft, presetMarkets } from "./event-draft.ts";

const toInstant = (wall: string) => (wall ? `${wall}:00.000Z` : null);

describe("a new event", () => {
  it("opens football with 1X2, over/under 2.5 and the home side's handicap -0.5", () => {
    const draft = {
      ...newEventDraft("2026-05-01T20:00"),
      competition: " Sunday league ",
      home: "Lions",
      away: "Tigers",
    };
    const checked = checkEventDraft(draft, toInstant);
    if (!checked.ok) throw new Error(checked.key);
    expect(checked.input).toMatchObject({
      sport: "football",
      kind: "match",
      competition: "Sunday league",
      home: "Lions",
      away: "Tigers",
      startsAt: "2026-05-01T20:00:00.000Z",
    });
    expect(checked.input.title).toBeUndefined();
    expect(checked.input.markets.map((market) => [market.type, market.line])).toEqual([
      ["1x2", undefined],
      ["over_under", 10],
      ["asian_handicap", -2],
    ]);
  });

  it("opens an esports series with its winner, map handicap and total maps, and its title", () => {
    expect(presetMarkets("esports", "series").map((market) => [market.type, market.line])).toEqual([
      ["match_winner", ""],
      ["map_handicap", "-1.5"],
      ["total_maps", "2.5"],
    ]);
    const draft = {
      ...newEventDraft("2026-05-01T20:00", "esports"),
      competition: "Cup",
      home: "A",
      away: "B",
    };
    expect(draft.kind).toBe("series");
    const checked = checkEventDraft(draft, toInstant);
    expect(checked.ok && checked.input.title).toBe("lol");
    expect(checked.ok && checked.input.markets[1]).toMatchObject({ type: "map_handicap", line: -6 });
  });

  it("names the first field that is wrong", () => {
    const draft = { ...newEventDraft("2026-05-01T20:00"), competition: "Cup", home: "A", away: "B" };
    expect(checkEventDraft({ ...draft, home: " " }, toInstant)).toEqual({
      ok: false,
      field: "home",
      key: "bo_book_required",
    });
    expect(checkEventDraft({ ...draft, away: "a" }, toInstant)).toMatchObject({
      field: "away",
      key: "bo_book_same_sides",
    });
    expect(checkEventDraft({ ...draft, startsAt: "" }, toInstant)).toMatchObject({ field: "startsAt" });
    expect(checkEventDraft({ ...draft, competition: "x".repeat(81) }, toInstant)).toMatchObject({
      key: "bo_book_name_too_long",
    });
  });
});
