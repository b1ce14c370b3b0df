import { describe, expect, it } from "vitest";
import { favouritesOf, readFavouriteMap, toggleFavourite } from "./lottery-favourites.ts";

describe("lottery favourites (LOTTFAV)", () => {
  it("keeps each member's starred games apart and in the order starred", () => {
    let map = readFavouriteMap(null);
    map = toggleFavourite(map, "alice", "k3_1m");
    map = toggleFavourite(map, "alice", "vn_north");
    map = toggleFavourite(map, "bob", "four_d_my");
    expect(favouritesOf(map, "alice")).toEqual(["k3_1m", "vn_north"]);
    expect(favouritesOf(map, "bob")).toEqual(["four_d_my"]);
    expect(favouritesOf(map, "carol")).toEqual([]);
  });

  it("unstars a starred game, dropping a member left with none", () => {
    const map = toggleFavourite({ alice: ["k3_1m"], bob: ["pk10_3m"] }, "alice", "k3_1m");
    expect(map).toEqual({ bob: ["pk10_3m"] });
  });

  it("reads back what it stored", () => {
    const map = toggleFavourite({}, "alice", "ssc5d_1m");
    expect(readFavouriteMap(JSON.stringify(map))).toEqual({ alice: ["ssc5d_1m"] });
  });

  it("reads anything else in storage as no favourites, keeping what is valid", () => {
    expect(readFavouriteMap("not json")).toEqual({});
    expect(readFavouriteMap("[1,2]")).toEqual({});
    expect(readFavouriteMap("null")).toEqual({});
    expect(readFavouriteMap('{"alice":"k3_1m","bob":["k3_1m",7,"BAD CODE","k3_1m"]}')).toEqual({
      bob: ["k3_1m"],
    });
  });

  it("does not take a username that names an object property for a member", () => {
    expect(favouritesOf({}, "constructor")).toEqual([]);
    expect(favouritesOf(toggleFavourite({}, "__proto__", "k3_1m"), "toString")).toEqual([]);
  });
});
