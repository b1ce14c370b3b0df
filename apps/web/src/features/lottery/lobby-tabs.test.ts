import type { TLotteryGame, TLotteryGroup } from "@orchid/contract/lottery";
import { describe, expect, it } from "vitest";
import { defaultTab, gamesOfTab, lobbyTabs, revealedScroll } from "./lobby-tabs.ts";

const game = (code: string, group: TLotteryGroup): TLotteryGame => ({
  code,
  family: "k3",
  group,
  gameType: group === "elottery" ? "ELOTT" : "LOTT",
  name: null,
  cadenceSeconds: 60,
  current: null,
  last: null,
});

const games = [
  game("vn_north_45s", "vn_fast"),
  game("k3_1m", "elottery"),
  game("pk10_1m", "elottery"),
  game("four_d_my", "four_d"),
];

describe("lottery lobby tabs", () => {
  it("lists the groups that have games in lobby order, Favourites first when any is starred", () => {
    expect(lobbyTabs(games, [])).toEqual(["vn_fast", "four_d", "elottery"]);
    expect(lobbyTabs(games, ["pk10_1m"])).toEqual(["favourites", "vn_fast", "four_d", "elottery"]);
    expect(lobbyTabs(games, ["not_listed"])).toEqual(["vn_fast", "four_d", "elottery"]);
  });

  it("puts favourites first within a group, and lists them in starred order in their tab", () => {
    expect(gamesOfTab(games, "elottery", ["pk10_1m"]).map((item) => item.code)).toEqual(["pk10_1m", "k3_1m"]);
    expect(gamesOfTab(games, "favourites", ["four_d_my", "k3_1m"]).map((item) => item.code)).toEqual([
      "four_d_my",
      "k3_1m",
    ]);
  });

  it("opens on the vendor's group, else on the favourites, else on the fast tables or the first tab", () => {
    const tabs = lobbyTabs(games, ["k3_1m"]);
    expect(defaultTab(tabs, "ELOTT")).toBe("elottery");
    expect(defaultTab(tabs, "TCG_SEA")).toBe("four_d");
    expect(defaultTab(tabs, "TCG_LOTTO_VN")).toBe("favourites");
    expect(defaultTab(tabs, null)).toBe("favourites");
    expect(defaultTab(["vn_north", "vn_fast", "elottery"], null)).toBe("vn_fast");
    expect(defaultTab(["vn_north", "vn_fast"], "LOTT")).toBe("vn_fast");
    expect(defaultTab(["vn_north", "vn_fast"], "TCG_LOTTO_VN")).toBe("vn_north");
    expect(defaultTab(["four_d", "elottery"], null)).toBe("four_d");
    expect(defaultTab([], null)).toBeUndefined();
  });

  it("scrolls a row of tabs only when the selected tab is not fully in view, centring it", () => {
    const row = { scrollLeft: 0, width: 320 };
    expect(revealedScroll(row, { left: 10, width: 90 })).toBeNull();
    // The fourth tab of a phone's row, past its right edge.
    expect(revealedScroll(row, { left: 300, width: 90 })).toBe(185);
    expect(revealedScroll({ scrollLeft: 185, width: 320 }, { left: 300, width: 90 })).toBeNull();
    // Back to the first tab: never before the row's start.
    expect(revealedScroll({ scrollLeft: 185, width: 320 }, { left: 0, width: 90 })).toBe(0);
  });
});
