import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_LINES_PER_PICK_SET, parsePickSet, readPlainNumber, readRollableNumber } from "./four-d-picks.ts";
import { DIGIT_SETS, distinctPermutations, PERMUTATION_CLASSES, sortedDigits } from "./permutations.ts";

const plainRules = {
  read: (pick: string) => readPlainNumber(pick, 4),
  keyOf: (line: string) => line,
  describe: (line: string) => line,
};

describe("reading a pick set", () => {
  it("refuses an empty set, the first bad pick, a repeated line and too many lines", () => {
    expect(parsePickSet([], plainRules)).toEqual({ ok: false, problem: { code: "no_picks" } });
    expect(parsePickSet(["1234", "12x4", "99"], plainRules)).toEqual({
      ok: false,
      problem: { code: "pick_digits", values: { pick: "12x4", digits: 4 } },
    });
    expect(parsePickSet(["1234", "0042", "1234"], plainRules)).toEqual({
      ok: false,
      problem: { code: "duplicate_pick", values: { pick: "1234" } },
    });
    const many = Array.from({ length: MAX_LINES_PER_PICK_SET + 1 }, (_, index) =>
      String(index).padStart(4, "0"),
    );
    expect(parsePickSet(many.slice(0, -1), plainRules)).toMatchObject({ ok: true });
    expect(parsePickSet(many, plainRules)).toEqual({
      ok: false,
      problem: { code: "too_many_lines", values: { max: 100 } },
    });
  });

  it("refuses a pick that is not a string as not a number, and quotes at most 20 characters", () => {
    const picks = [1234] as unknown as string[];
    expect(parsePickSet(picks, plainRules)).toEqual({
      ok: false,
      problem: { code: "pick_digits", values: { pick: "1234", digits: 4 } },
    });
    expect(readRollableNumber(null as unknown as string)).toEqual({
      ok: false,
      problem: { code: "pick_digits", values: { pick: "null", digits: 4 } },
    });
    expect(readPlainNumber("7".repeat(1_000), 3)).toEqual({
      ok: false,
      problem: { code: "pick_digits", values: { pick: "7".repeat(20), digits: 3 } },
    });
  });
});

describe("reading one number", () => {
  it("takes exactly the digits asked for, and tells a roll from a typo", () => {
    expect(readPlainNumber("0007", 4)).toEqual({ ok: true, lines: ["0007"] });
    expect(readPlainNumber("007", 3)).toEqual({ ok: true, lines: ["007"] });
    for (const pick of ["", "123", "12345", "12 4", "+123", "１２３４", "0x12"]) {
      expect(readPlainNumber(pick, 4)).toEqual({
        ok: false,
        problem: { code: "pick_digits", values: { pick, digits: 4 } },
      });
    }
    expect(readPlainNumber("12R4", 4)).toEqual({
      ok: false,
      problem: { code: "roll_not_allowed", values: { pick: "12R4" } },
    });
  });

  it("rolls one digit into 10 numbers, and refuses a second roll", () => {
    expect(readRollableNumber("12R4")).toEqual({
      ok: true,
      lines: ["1204", "1214", "1224", "1234", "1244", "1254", "1264", "1274", "1284", "1294"],
    });
    expect(readRollableNumber("r999")).toMatchObject({
      ok: true,
      lines: expect.arrayContaining(["0999", "9999"]),
    });
    expect(readRollableNumber("1RR4")).toEqual({
      ok: false,
      problem: { code: "one_roll_only", values: { pick: "1RR4" } },
    });
    expect(readRollableNumber("12X4")).toEqual({
      ok: false,
      problem: { code: "pick_digits", values: { pick: "12X4", digits: 4 } },
    });
  });
});

describe("orders of a number's digits", () => {
  it("counts 24, 12, 6, 4 and 1 orders by the shape of the repeats", () => {
    for (const [digits, count] of [
      ["1234", 24],
      ["1123", 12],
      ["1122", 6],
      ["1112", 4],
      ["1111", 1],
    ] as const) {
      expect(distinctPermutations(digits)).toHaveLength(count);
    }
  });

  it("gives different numbers, ascending, all with the same digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999 }), (value) => {
        const digits = String(value).padStart(4, "0");
        const orders = distinctPermutations(digits);
        expect(orders).toEqual([...new Set(orders)].sort());
        expect(orders).toContain(digits);
        for (const order of orders) expect(sortedDigits(order)).toBe(sortedDigits(digits));
      }),
    );
  });

  it("splits the 10,000 numbers into 715 sets of digits, by shape as the classes say", () => {
    const sets = new Map<string, number>();
    for (let value = 0; value < 10_000; value += 1) {
      const key = sortedDigits(String(value).padStart(4, "0"));
      sets.set(key, (sets.get(key) ?? 0) + 1);
    }
    expect(sets.size).toBe(DIGIT_SETS);
    const sizes = new Set(sets.values());
    expect([...sizes].sort((a, b) => b - a)).toEqual(PERMUTATION_CLASSES.map((entry) => entry.permutations));
  });
});
