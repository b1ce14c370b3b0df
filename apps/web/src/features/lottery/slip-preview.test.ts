import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import { describe, expect, it } from "vitest";
import { previewEntry, slipEntries, slipTotals } from "./slip-preview.ts";

const betType = (family: string, code: string) =>
  findLotteryFamily(family)?.betTypes.find((candidate) => candidate.code === code);

describe("slip preview", () => {
  it("costs one line per number of a lô bet at the stake per line", () => {
    expect(previewEntry(betType("vn_north", "lo2"), ["07", "12", "99"], 500)).toEqual({
      ok: true,
      lines: 3,
      cost: 1_500,
    });
  });

  it("costs every combination of a xiên set and every order of a 4D box", () => {
    expect(previewEntry(betType("vn_south", "xien2"), ["01", "02", "03", "04", "05"], 100)).toMatchObject({
      lines: 10,
      cost: 1_000,
    });
    expect(previewEntry(betType("four_d", "box_big"), ["1123"], 100)).toMatchObject({
      lines: 12,
      cost: 1_200,
    });
    expect(previewEntry(betType("four_d", "big"), ["12R4"], 100)).toMatchObject({ lines: 10, cost: 1_000 });
  });

  it("shows the problem the rules find, as the server would", () => {
    expect(previewEntry(betType("vn_north", "lo3"), ["12"], 100)).toEqual({
      ok: false,
      problem: { code: "pick_digits", values: { pick: "12", digits: 3 } },
    });
    expect(previewEntry(betType("k3", "sum"), [], 100)).toEqual({ ok: false, problem: { code: "no_picks" } });
    expect(previewEntry(betType("vn_north", "slide4"), ["01", "02", "03"], 100)).toMatchObject({
      ok: false,
      problem: { code: "too_few_picks" },
    });
  });

  it("counts a pick a line when the site does not know the bet type", () => {
    expect(previewEntry(undefined, ["a", "b"], 300)).toEqual({ ok: true, lines: 2, cost: 600 });
  });

  it("totals the slip and sends each entry's picks and stake", () => {
    const entries = [
      { id: 1, betType: "lo2", picks: ["01", "02"], stake: 1_000, lines: 2 },
      { id: 2, betType: "xien2", picks: ["01", "02", "03"], stake: 200, lines: 3 },
    ];
    expect(slipTotals(entries)).toEqual({ lines: 5, cost: 2_600 });
    expect(slipTotals([])).toEqual({ lines: 0, cost: 0 });
    expect(slipEntries(entries)).toEqual([
      { betType: "lo2", picks: ["01", "02"], stake: 1_000 },
      { betType: "xien2", picks: ["01", "02", "03"], stake: 200 },
    ]);
  });
});
