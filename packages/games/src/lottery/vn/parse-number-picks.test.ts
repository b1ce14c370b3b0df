import { describe, expect, it } from "vitest";
import { parseNumberPicks } from "./parse-number-picks.ts";

describe("parsing number picks", () => {
  it("makes one line per pick, in the order given, leading zeros kept", () => {
    expect(parseNumberPicks(["27", "00", "99"], 2, 100)).toEqual({ ok: true, lines: ["27", "00", "99"] });
    expect(parseNumberPicks(["0456"], 4, 100)).toEqual({ ok: true, lines: ["0456"] });
    const everyNumber = Array.from({ length: 100 }, (_, index) => String(index).padStart(2, "0"));
    expect(parseNumberPicks(everyNumber, 2, 100)).toMatchObject({ ok: true });
  });

  it("refuses no picks, too many picks and duplicates", () => {
    expect(parseNumberPicks([], 2, 100)).toEqual({ ok: false, problem: { code: "no_picks" } });
    expect(parseNumberPicks(["1", "2", "3"], 1, 2)).toEqual({
      ok: false,
      problem: { code: "too_many_picks", values: { max: 2 } },
    });
    expect(parseNumberPicks(["12", "34", "12"], 2, 100)).toEqual({
      ok: false,
      problem: { code: "duplicate_pick", values: { pick: "12" } },
    });
  });

  it("refuses a pick that is not exactly the bet's digits", () => {
    for (const pick of ["7", "123", "a1", " 12", "12 ", "-1", "1.", "", "１２"]) {
      expect(parseNumberPicks(["05", pick], 2, 100)).toEqual({
        ok: false,
        problem: { code: "pick_digits", values: { pick, digits: 2 } },
      });
    }
    const long = "9".repeat(40);
    expect(parseNumberPicks([long], 3, 100)).toEqual({
      ok: false,
      problem: { code: "pick_digits", values: { pick: "9".repeat(20), digits: 3 } },
    });
  });
});
