import { describe, expect, it } from "vitest";
import { MINUS, sideLine, signedLine, totalLine } from "./format-line.ts";

describe("quarter lines", () => {
  it("shows handicaps signed, quarter lines as decimals", () => {
    expect(signedLine(-1)).toBe(`${MINUS}0.25`);
    expect(signedLine(1)).toBe("+0.25");
    expect(signedLine(-2)).toBe(`${MINUS}0.5`);
    expect(signedLine(-3)).toBe(`${MINUS}0.75`);
    expect(signedLine(6)).toBe("+1.5");
    expect(signedLine(-8)).toBe(`${MINUS}2`);
    expect(signedLine(0)).toBe("0");
  });

  it("shows totals unsigned", () => {
    expect(totalLine(10)).toBe("2.5");
    expect(totalLine(9)).toBe("2.25");
    expect(totalLine(4)).toBe("1");
    expect(totalLine(850)).toBe("212.5");
  });

  it("gives the away side the home line reversed", () => {
    expect(signedLine(sideLine(-1, "home"))).toBe(`${MINUS}0.25`);
    expect(signedLine(sideLine(-1, "away"))).toBe("+0.25");
    expect(signedLine(sideLine(0, "away"))).toBe("0");
  });
});
