import { describe, expect, it } from "vitest";
import { classifyTabs, isMemberMode, listModes, type TListMode } from "./lobby-filters.ts";

describe("lobby filters", () => {
  it("offers hot only with hot games and fav only with a session; recent always", () => {
    expect(listModes(false, false)).toEqual(["all", "recent"]);
    expect(listModes(true, false)).toEqual(["all", "hot", "recent"]);
    expect(listModes(false, true)).toEqual(["all", "fav", "recent"]);
    expect(listModes(true, true)).toEqual(["all", "hot", "fav", "recent"]);
  });

  it("counts fav and recent as a member's own lists", () => {
    const modes: TListMode[] = ["all", "hot", "fav", "recent"];
    expect(modes.filter(isMemberMode)).toEqual(["fav", "recent"]);
  });

  it("adds bingo to the RNG tabs only when TY is offered", () => {
    expect(classifyTabs("rng", ["EN", "MY"])).toEqual(["JP", "TG", "AC"]);
    expect(classifyTabs("rng", ["EN", "TY"])).toEqual(["JP", "TG", "AC", "BG"]);
    expect(classifyTabs("live", ["TY"])).toEqual([]);
  });
});
