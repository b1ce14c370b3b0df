import { describe, expect, it } from "vitest";
import { DEFAULT_PREFS, PREF_KEYS, readPrefs } from "./book-prefs.ts";

describe("a visitor's stored odds choices", () => {
  it("reads known values back", () => {
    const stored: Record<string, string> = {
      [PREF_KEYS.oddsDisplay]: "malay",
      [PREF_KEYS.acceptOdds]: "any",
    };
    expect(readPrefs((key) => stored[key] ?? null)).toEqual({ oddsDisplay: "malay", acceptOdds: "any" });
  });

  it("falls back to the defaults for missing or unknown values", () => {
    expect(readPrefs(() => null)).toEqual(DEFAULT_PREFS);
    expect(readPrefs(() => "american")).toEqual(DEFAULT_PREFS);
  });
});
