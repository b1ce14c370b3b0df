import { describe, expect, it } from "vitest";
import { classifyTabs, listModes } from "./lobby-filters.ts";

describe("lobby filters", () => {
  it("offers hot only with hot games, fav and recent only with a session", () => {
    expect(listModes(false, false)).toEqual(["all"]);
    expect(listModes(true, false)).toEqual(["all", "hot"]);
    expect(listModes(false, true)).toEqual(["all", "fav", "recent"]);
    expect(listModes(true, true)).toEqual(["all", "hot", "fav", "recent"]);
  });

  it("adds bingo to the RNG tabs only when TY is offered", () => {
    expect(classifyTabs("rng", ["EN", "MY"])).toEqual(["JP", "TG", "AC"]);
    expect(classifyTabs("rng", ["EN", "TY"])).toEqual(["JP", "TG", "AC", "BG"]);
    expect(classifyTabs("live", ["TY"])).toEqual([]);
  });
});
