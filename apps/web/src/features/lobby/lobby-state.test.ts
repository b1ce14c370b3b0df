import type { TGame } from "@orchid/contract/games";
import { describe, expect, it } from "vitest";
import {
  beginLoad,
  changeFilter,
  initialLobbyState,
  LOBBY_PAGE_SIZE,
  needsFirstPage,
  pageFailed,
  pageLoaded,
  selectMode,
  selectVendor,
  type TLobbyState,
} from "./lobby-state.ts";

function games(from: number, count: number): TGame[] {
  return Array.from({ length: count }, (_, index) => ({ nodeId: from + index }) as TGame);
}

/** Loads `pages` pages of 24 from a list of `totalPages`. */
function loadPages(state: TLobbyState, pages: number, totalPages: number): TLobbyState {
  let current = state;
  for (let page = 0; page < pages; page += 1) {
    const started = beginLoad(current);
    if (!started) throw new Error("blocked");
    const first = (started.request.pageNo - 1) * LOBBY_PAGE_SIZE;
    current = pageLoaded(started.state, started.request, { games: games(first, 24), totalPages });
  }
  return current;
}

describe("lobby paging", () => {
  it("asks for page 1, then 2, 3 … with 24 a page until the last", () => {
    const fresh = initialLobbyState("all", "NOVA");
    expect(fresh).toMatchObject({ pageNo: 0, pageSize: 24, hasMore: true, isLoading: false });
    expect(needsFirstPage(fresh)).toBe(true);
    const started = beginLoad(fresh);
    expect(started?.request).toEqual({ generation: 0, pageNo: 1 });
    const three = loadPages(fresh, 3, 3);
    expect(three.pageNo).toBe(3);
    expect(three.games).toHaveLength(72);
    expect(three.hasMore).toBe(false);
    expect(beginLoad(three)).toBeNull();
  });

  it("blocks a second fetch while one is in flight", () => {
    const started = beginLoad(initialLobbyState("all", "NOVA"));
    expect(started?.state.isLoading).toBe(true);
    expect(beginLoad(started?.state as TLobbyState)).toBeNull();
  });

  it("drops an answer that belongs to a list reset meanwhile", () => {
    const started = beginLoad(initialLobbyState("all", "NOVA"));
    if (!started) throw new Error("blocked");
    const moved = selectVendor(started.state, "QUILL");
    const after = pageLoaded(moved, started.request, { games: games(0, 24), totalPages: 5 });
    expect(after).toBe(moved);
    expect(after.games).toHaveLength(0);
    expect(pageFailed(moved, started.request, new Error("late"))).toBe(moved);
  });

  it("shows hot games as one page and never loads more", () => {
    const hot = selectMode(initialLobbyState("all", "NOVA"), "hot");
    const started = beginLoad(hot);
    if (!started) throw new Error("blocked");
    const loaded = pageLoaded(started.state, started.request, { games: games(0, 100), totalPages: 1 });
    expect(loaded.games).toHaveLength(100);
    expect(loaded.hasMore).toBe(false);
  });

  it("never lists a game twice when pages overlap", () => {
    const one = loadPages(initialLobbyState("all", "NOVA"), 1, 5);
    const started = beginLoad(one);
    if (!started) throw new Error("blocked");
    const two = pageLoaded(started.state, started.request, { games: games(20, 24), totalPages: 5 });
    expect(two.games.map((game) => game.nodeId)).toEqual([...Array(44).keys()]);
  });

  it("stops after a failure until retried, keeping what was loaded", () => {
    const one = loadPages(initialLobbyState("all", "NOVA"), 1, 5);
    const started = beginLoad(one);
    if (!started) throw new Error("blocked");
    const failed = pageFailed(started.state, started.request, new Error("offline"));
    expect(failed).toMatchObject({ isLoading: false, hasMore: true, pageNo: 1 });
    expect(failed.games).toHaveLength(24);
    expect(needsFirstPage(failed)).toBe(false);
    expect(beginLoad(failed)?.request.pageNo).toBe(2);
  });
});

describe("lobby filters and modes", () => {
  const loaded = loadPages(selectMode(initialLobbyState("all", "NOVA"), "fav"), 2, 9);

  it("resets to page 1, 24 a page and 'all' mode when vendor, search, classify or min bet change", () => {
    for (const next of [
      selectVendor(loaded, "QUILL"),
      changeFilter(loaded, "gameName", "lucky"),
      changeFilter(loaded, "classify", "JP"),
      changeFilter(loaded, "minBet", "0.5"),
    ]) {
      expect(next).toMatchObject({ mode: "all", pageNo: 0, pageSize: 24, hasMore: true, games: [] });
      expect(next.generation).toBe(loaded.generation + 1);
      expect(needsFirstPage(next)).toBe(true);
    }
  });

  it("keeps the other filters when one changes", () => {
    const searched = changeFilter(initialLobbyState("all", "NOVA"), "gameName", "fox");
    const classified = changeFilter(searched, "classify", "AC");
    expect(classified.filters).toEqual({ vassalage: "NOVA", gameName: "fox", classify: "AC", minBet: "" });
    expect(selectVendor(classified, "TIDE").filters.gameName).toBe("fox");
  });

  it("fires only when the value really changed (search text is trimmed)", () => {
    const searched = changeFilter(initialLobbyState("all", "NOVA"), "gameName", "fox");
    expect(changeFilter(searched, "gameName", " fox ")).toBe(searched);
    const bet = changeFilter(searched, "minBet", "0.05");
    expect(changeFilter(bet, "minBet", "0.05")).toBe(bet);
    expect(selectVendor(bet, "NOVA")).toBe(bet);
  });

  it("clears search, classify and min bet when a mode is chosen, keeping the vendor", () => {
    const filtered = changeFilter(
      changeFilter(initialLobbyState("all", "NOVA"), "gameName", "fox"),
      "minBet",
      "1",
    );
    const recent = selectMode(filtered, "recent");
    expect(recent.mode).toBe("recent");
    expect(recent.filters).toEqual({ vassalage: "NOVA", gameName: "", classify: "", minBet: "" });
    expect(recent.pageNo).toBe(0);
    expect(selectMode(recent, "recent")).toBe(recent);
  });

  it("goes back to 'all' when the vendor is chosen again in another mode", () => {
    expect(selectVendor(loaded, "NOVA").mode).toBe("all");
  });

  it("opens on the classify tab the address names, from page 1", () => {
    const jackpots = initialLobbyState("all", "NOVA", "JP");
    expect(jackpots.filters).toEqual({ vassalage: "NOVA", gameName: "", classify: "JP", minBet: "" });
    expect(needsFirstPage(jackpots)).toBe(true);
    expect(changeFilter(jackpots, "classify", "JP")).toBe(jackpots);
  });
});
