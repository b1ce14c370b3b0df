import { describe, expect, it } from "vitest";
import { compactJson } from "./compact-json.ts";

describe("compactJson", () => {
  it("keeps short arrays and objects on one line and breaks long ones", () => {
    const round = {
      lines: 20,
      window: [
        ["A", "K", "Q"],
        ["W", "7", "K"],
      ],
      lineWins: [{ line: 3, symbol: "Q", count: 3, win: 150 }],
      note: "x".repeat(80),
    };
    expect(compactJson(round, 70)).toBe(
      [
        "{",
        '  "lines": 20,',
        '  "window": [["A", "K", "Q"], ["W", "7", "K"]],',
        '  "lineWins": [{"line": 3, "symbol": "Q", "count": 3, "win": 150}],',
        `  "note": "${"x".repeat(80)}"`,
        "}",
      ].join("\n"),
    );
  });

  it("reads back as the same value, and writes null, numbers and empty containers as JSON does", () => {
    const value = { a: [1, [2, [3, { b: null }]]], c: {}, d: [], e: "ü\n" };
    expect(JSON.parse(compactJson(value, 10))).toEqual(value);
    expect(compactJson(null)).toBe("null");
    expect(compactJson(12)).toBe("12");
  });
});
