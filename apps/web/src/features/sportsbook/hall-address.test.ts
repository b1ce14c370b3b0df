import { describe, expect, it } from "vitest";
import { hallSearch, readHallAddress } from "./hall-address.ts";

describe("a board's address", () => {
  it("reads what it names and falls back for the rest", () => {
    const sports = ["football", "basketball"] as const;
    expect(readHallAddress(new URLSearchParams("sport=basketball&section=live&q= city "), sports)).toEqual({
      sport: "basketball",
      section: "live",
      title: null,
      q: "city",
    });
    expect(readHallAddress(new URLSearchParams("sport=esports&section=later"), sports)).toEqual({
      sport: "football",
      section: null,
      title: null,
      q: "",
    });
  });

  it("keeps an esports title only on esports", () => {
    const address = readHallAddress(new URLSearchParams("sport=esports&title=cs2"), ["esports"]);
    expect(address.title).toBe("cs2");
    expect(hallSearch(address, { sport: "football" }).toString()).toBe("sport=football");
    expect(hallSearch(address, { section: "early", q: "lotus" }).toString()).toBe(
      "sport=esports&section=early&title=cs2&q=lotus",
    );
  });
});
