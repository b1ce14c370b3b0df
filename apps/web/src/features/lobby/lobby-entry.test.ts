import { describe, expect, it } from "vitest";
import { lobbyEntry } from "./lobby-entry.ts";

const VENDORS = ["NOVA", "QUILL", "TIDE"];

describe("lobby entry", () => {
  it("defaults to the first vendor in 'all' mode", () => {
    expect(lobbyEntry(new URLSearchParams(), VENDORS, undefined, true)).toEqual({
      mode: "all",
      vassalage: "NOVA",
    });
  });

  it("opens the vendor the query names, else the one chosen last time", () => {
    const query = new URLSearchParams("type=vassalage&vassalage=tide");
    expect(lobbyEntry(query, VENDORS, "QUILL", false).vassalage).toBe("TIDE");
    expect(lobbyEntry(new URLSearchParams(), VENDORS, "QUILL", false).vassalage).toBe("QUILL");
    expect(lobbyEntry(new URLSearchParams("vassalage=GONE"), VENDORS, "ALSO_GONE", false).vassalage).toBe(
      "NOVA",
    );
  });

  it("opens the hot list only when the type has hot games", () => {
    expect(lobbyEntry(new URLSearchParams("type=hot"), VENDORS, undefined, true).mode).toBe("hot");
    expect(lobbyEntry(new URLSearchParams("type=hot"), VENDORS, undefined, false).mode).toBe("all");
  });

  it("has no vendor when the lobby has none", () => {
    expect(lobbyEntry(new URLSearchParams(), [], undefined, false)).toEqual({ mode: "all", vassalage: "" });
  });
});
