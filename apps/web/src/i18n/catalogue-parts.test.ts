import { describe, expect, it } from "vitest";
import { partOfKey, pickCataloguePart } from "./catalogue-parts.ts";

describe("catalogue parts", () => {
  it("files lobby, game, slot and betting-record keys under the games part", () => {
    expect(partOfKey("lobby_mode_hot")).toBe("games");
    expect(partOfKey("slot_spin")).toBe("games");
    expect(partOfKey("betrec_total")).toBe("games");
    expect(partOfKey("game_title")).toBe("games");
  });

  it("files the home page's and the header's lazy game sections under the games part too", () => {
    expect(partOfKey("home_games_popular_title")).toBe("games");
    expect(partOfKey("header_games_vendors")).toBe("games");
    expect(partOfKey("home_categories")).toBeNull();
    expect(partOfKey("header_more")).toBeNull();
  });

  it("keeps everything else, error texts included, in the core catalogue", () => {
    expect(partOfKey("nav_rng")).toBeNull();
    expect(partOfKey("err_game_unavailable")).toBeNull();
    expect(partOfKey("in_betting_record")).toBeNull();
  });

  it("splits a catalogue into disjoint parts that together hold every key", () => {
    const catalogue = { nav_home: "Home", lobby_search: "Search", slot_spin: "Spin", err_x: "Oops" };
    const core = pickCataloguePart(catalogue, null);
    const games = pickCataloguePart(catalogue, "games");
    expect(core).toEqual({ nav_home: "Home", err_x: "Oops" });
    expect(games).toEqual({ lobby_search: "Search", slot_spin: "Spin" });
    expect({ ...core, ...games }).toEqual(catalogue);
  });
});
