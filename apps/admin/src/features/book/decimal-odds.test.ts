import { describe, expect, it } from "vitest";
import { formatOdds, parseOdds } from "./decimal-odds.ts";

const oddsOf = (text: string) => {
  const parsed = parseOdds(text);
  return parsed.ok ? parsed.odds : parsed.errorKey;
};

describe("decimal odds", () => {
  it("shows thousandths as decimals with two places, three when the third counts", () => {
    expect(formatOdds(1950)).toBe("1.95");
    expect(formatOdds(1955)).toBe("1.955");
    expect(formatOdds(2000)).toBe("2.00");
    expect(formatOdds(1001)).toBe("1.001");
    expect(formatOdds(12_500)).toBe("12.50");
    expect(formatOdds(1_000_000)).toBe("1000.00");
  });

  it("reads what an operator types as exact thousandths", () => {
    expect(oddsOf("1.95")).toBe(1950);
    expect(oddsOf(" 2 ")).toBe(2000);
    expect(oddsOf("2.")).toBe(2000);
    expect(oddsOf("1.955")).toBe(1955);
    expect(oddsOf("1.1")).toBe(1100);
    // 1.15 and 4.35 are not whole thousandths in floating point.
    expect(oddsOf("1.15")).toBe(1150);
    expect(oddsOf("4.35")).toBe(4350);
    for (let odds = 1001; odds < 3000; odds += 7) expect(oddsOf(formatOdds(odds))).toBe(odds);
  });

  it("refuses prices out of range, more than three decimals and words", () => {
    expect(oddsOf("1")).toBe("bo_book_odds_range");
    expect(oddsOf("1.000")).toBe("bo_book_odds_range");
    expect(oddsOf("1000.001")).toBe("bo_book_odds_range");
    expect(oddsOf("1.9555")).toBe("bo_book_odds_invalid");
    expect(oddsOf("-1.5")).toBe("bo_book_odds_invalid");
    expect(oddsOf("1,95")).toBe("bo_book_odds_invalid");
    expect(oddsOf("")).toBe("bo_book_odds_required");
  });
});
