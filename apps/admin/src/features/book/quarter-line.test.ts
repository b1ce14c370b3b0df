import { describe, expect, it } from "vitest";
import { formatLine, formatSignedLine, parseLine, sideLine } from "./quarter-line.ts";

describe("quarter lines", () => {
  it("shows quarter units as decimals", () => {
    expect(formatLine(10)).toBe("2.5");
    expect(formatLine(-2)).toBe("-0.5");
    expect(formatLine(1)).toBe("0.25");
    expect(formatLine(-3)).toBe("-0.75");
    expect(formatLine(0)).toBe("0");
    expect(formatLine(902)).toBe("225.5");
  });

  it("signs a handicap, and gives the away side the opposite line", () => {
    expect(formatSignedLine(2)).toBe("+0.5");
    expect(formatSignedLine(-6)).toBe("-1.5");
    expect(formatSignedLine(0)).toBe("0");
    expect(formatSignedLine(sideLine(-2, "home"))).toBe("-0.5");
    expect(formatSignedLine(sideLine(-2, "away"))).toBe("+0.5");
  });

  it("reads a typed line as quarter units", () => {
    expect(parseLine("2.5")).toBe(10);
    expect(parseLine("-0.5")).toBe(-2);
    expect(parseLine("−0.5")).toBe(-2);
    expect(parseLine("+1")).toBe(4);
    expect(parseLine("0.25")).toBe(1);
    expect(parseLine("-0.75")).toBe(-3);
    expect(parseLine("-0")).toBe(0);
    expect(parseLine("225.50")).toBe(902);
    for (let line = -40; line <= 40; line += 1) expect(parseLine(formatLine(line))).toBe(line);
  });

  it("refuses lines that are not quarters or beyond 300", () => {
    expect(parseLine("2.3")).toBeNull();
    expect(parseLine("0.125")).toBeNull();
    expect(parseLine("300.25")).toBeNull();
    expect(parseLine("300")).toBe(1200);
    expect(parseLine("")).toBeNull();
    expect(parseLine("two")).toBeNull();
  });
});
