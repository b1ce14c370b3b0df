import { describe, expect, it } from "vitest";
import { localizedIn, readLocalized, type TDraftIssue, wholeIn } from "./points-numbers.ts";

describe("whole numbers as typed", () => {
  it("reads digits with grouping commas and spaces, within the range", () => {
    expect(wholeIn("1000", 0, 10_000)).toBe(1_000);
    expect(wholeIn(" 1,000 ", 0, 10_000)).toBe(1_000);
    expect(wholeIn("1 000 000 000", 1, 1_000_000_000)).toBe(1_000_000_000);
    expect(wholeIn("0", 0, 5)).toBe(0);
  });

  it("refuses empty text, fractions, signs, words and numbers out of range", () => {
    for (const text of ["", "1.5", "-1", "1e3", "ten", "12345678901"])
      expect(wholeIn(text, 0, 1e12)).toBeNull();
    expect(wholeIn("0", 1, 5)).toBeNull();
    expect(wholeIn("6", 1, 5)).toBeNull();
  });
});

describe("per-language texts", () => {
  it("drops empty languages, trims the rest and requires English", () => {
    const issues: TDraftIssue[] = [];
    expect(readLocalized({ EN: " Hat ", CN: " ", MY: "ဦးထုပ်" }, "name", 80, issues)).toEqual({
      EN: "Hat",
      MY: "ဦးထုပ်",
    });
    expect(issues).toEqual([]);
    readLocalized({ CN: "帽子" }, "name", 80, issues);
    expect(issues).toEqual([{ path: ["name", "EN"], key: "err_english_required" }]);
  });

  it("names the language whose text is too long", () => {
    const issues: TDraftIssue[] = [];
    readLocalized({ EN: "ok", CN: "长".repeat(5) }, "name", 4, issues);
    expect(issues).toEqual([{ path: ["name", "CN"], key: "bo_points_text_too_long" }]);
  });

  it("shows the console's language, else English", () => {
    expect(localizedIn({ EN: "Hat", CN: "帽子" }, "CN")).toBe("帽子");
    expect(localizedIn({ EN: "Hat", CN: " " }, "CN")).toBe("Hat");
    expect(localizedIn({}, "EN")).toBe("");
  });
});
