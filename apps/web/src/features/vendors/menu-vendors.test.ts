import type { TGameMenu } from "@orchid/contract/games";
import { describe, expect, it } from "vitest";
import { categoryVendors, HEADER_VENDORS_PER_CATEGORY, vendorLobbyPath } from "./menu-vendors.ts";

const card = (vassalage: string, gameType: TGameMenu["title"]) => ({
  vassalage,
  name: `${vassalage} Studio`,
  gameType,
  isHot: false,
});
const slots = Array.from({ length: 30 }, (_, i) => card(`S${i}`, "RNG"));
const MENUS: TGameMenu[] = [
  { title: "RNG", cards: slots },
  { title: "LIVE", cards: [card("LUNA", "LIVE")] },
  { title: "ELOTT", cards: [card("DRAW", "ELOTT")] },
  { title: "LOTT", cards: [card("PICK", "LOTT"), card("DRAW", "LOTT")] },
];

describe("header vendors of a category", () => {
  it("lists at most 11 vendors, the first ones of the menu in its order", () => {
    const shown = categoryVendors(MENUS, "RNG");
    expect(HEADER_VENDORS_PER_CATEGORY).toBe(11);
    expect(shown.map((c) => c.vassalage)).toEqual(slots.slice(0, 11).map((c) => c.vassalage));
  });

  it("lists fewer when the category has fewer, and none when nobody serves it", () => {
    expect(categoryVendors(MENUS, "LIVE").map((c) => c.vassalage)).toEqual(["LUNA"]);
    expect(categoryVendors(MENUS, "PVP")).toEqual([]);
    expect(categoryVendors([], "RNG")).toEqual([]);
  });

  it("gathers lottery and e-lottery vendors under the lottery category, each once", () => {
    expect(categoryVendors(MENUS, "ELOTT").map((c) => c.vassalage)).toEqual(["DRAW", "PICK"]);
  });

  it("honours a smaller limit", () => {
    expect(categoryVendors(MENUS, "RNG", 3)).toHaveLength(3);
  });
});

describe("a vendor's lobby address", () => {
  it("opens the lobby on the vendor, its code escaped", () => {
    expect(vendorLobbyPath("/rng", "NOVA")).toBe("/rng?type=vassalage&vassalage=NOVA");
    expect(vendorLobbyPath("/live", "A&B")).toBe("/live?type=vassalage&vassalage=A%26B");
  });
});
