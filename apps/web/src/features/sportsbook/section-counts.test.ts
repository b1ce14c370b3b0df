import type { TBookSportCount } from "@orchid/contract/sportsbook";
import { describe, expect, it } from "vitest";
import { openingSection, sectionCounts } from "./section-counts.ts";

const counts: TBookSportCount[] = [
  { sport: "football", title: null, live: 6, today: 141, early: 66, outright: 3 },
  { sport: "esports", title: "lol", live: 1, today: 39, early: 19, outright: 0 },
  { sport: "esports", title: "cs2", live: 0, today: 10, early: 2, outright: 1 },
];

describe("section counts", () => {
  it("reads a sport's counts", () => {
    expect(sectionCounts(counts, "football")).toEqual({ live: 6, today: 141, early: 66, outright: 3 });
    expect(sectionCounts(counts, "basketball")).toEqual({ live: 0, today: 0, early: 0, outright: 0 });
  });

  it("adds esports up over its titles, or reads one title", () => {
    expect(sectionCounts(counts, "esports")).toEqual({ live: 1, today: 49, early: 21, outright: 1 });
    expect(sectionCounts(counts, "esports", "cs2").today).toBe(10);
  });

  it("opens on live when anything is in play", () => {
    expect(openingSection({ live: 2, today: 5, early: 0, outright: 0 })).toBe("live");
    expect(openingSection({ live: 0, today: 5, early: 0, outright: 0 })).toBe("today");
  });
});
