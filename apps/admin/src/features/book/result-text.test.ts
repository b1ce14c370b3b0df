import { describe, expect, it } from "vitest";
import { resultText } from "./result-text.ts";

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key}(${Object.values(values).join("|")})` : key;
const sides = { home: "Lions", away: "Tigers" };

describe("a recorded result in words", () => {
  it("shows a score, a series' maps by team, standings and a call-off", () => {
    expect(resultText({ status: "final", home: 2, away: 1 }, sides, t)).toBe("2 – 1");
    expect(resultText({ status: "final", maps: ["home", "away", "home"] }, sides, t)).toBe(
      "bo_book_result_maps(Lions, Tigers, Lions|2|1)",
    );
    expect(resultText({ status: "final", standings: [["A"], ["B", "C"]] }, sides, t)).toBe("1. A; 2. B = C");
    expect(resultText({ status: "cancelled" }, sides, t)).toBe("bo_book_result_cancelled");
    expect(resultText({ odd: true }, sides, t)).toBe('{"odd":true}');
    expect(resultText(null, sides, t)).toBe("—");
  });
});
