import { describe, expect, it } from "vitest";
import { MAX_LINES_PER_BET, parsePickList } from "./parse-pick-list.ts";
import { readNumber } from "./pick-parts.ts";
import { readLine, refusePick } from "./pick-problem.ts";

const readDigit = (pick: string) => {
  const digit = readNumber(pick);
  return digit === null ? refusePick<number>("invalid_pick", { pick }) : readLine(digit);
};
const coverage = (digit: number) => ({ group: "digit", key: String(digit), space: 100 });
const parse = (picks: readonly string[]) => parsePickList(picks, readDigit, coverage);

describe("reading a list of picks", () => {
  it("reads each trimmed, lower-cased pick into one line, in order", () => {
    expect(parse([" 7", "12 ", "03"])).toEqual({ ok: true, lines: [7, 12, 3] });
  });

  it("refuses no picks, too many, a malformed pick and the same line twice", () => {
    expect(parse([])).toEqual({ ok: false, problem: { code: "no_picks" } });
    const tooMany = Array.from({ length: MAX_LINES_PER_BET + 1 }, (_, index) => String(index));
    expect(parse(tooMany)).toEqual({ ok: false, problem: { code: "too_many_lines", values: { max: 100 } } });
    expect(parse(Array.from({ length: MAX_LINES_PER_BET }, (_, index) => String(index))).ok).toBe(true);
    expect(parse(["1", "x"])).toEqual({
      ok: false,
      problem: { code: "invalid_pick", values: { pick: "x" } },
    });
    expect(parse(["7", "07"])).toEqual({
      ok: false,
      problem: { code: "duplicate_pick", values: { pick: "07" } },
    });
  });
});
