import { LOTTERY_FAMILIES } from "@orchid/games/lottery/lottery-families";
import { describe, expect, it } from "vitest";
import { pickerOf } from "./bet-pickers.ts";
import { quickPicks } from "./quick-pick.ts";

const everyBetType = Object.values(LOTTERY_FAMILIES).flatMap((rules) =>
  rules.betTypes.map((betType) => ({ family: rules.family, betType })),
);

/** A deterministic stand-in for the cryptographic generator: a fixed walk through [0, n). */
function steppingRandom(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

describe("bet type pickers", () => {
  it.each(everyBetType)("has a picker for $family $betType.code", ({ family, betType }) => {
    expect(pickerOf(family, betType.code).kind).not.toBe("text");
  });

  it("offers typed picks for a bet type it does not know", () => {
    expect(pickerOf("k3", "new_bet").kind).toBe("text");
    expect(pickerOf("no_family", "sum").kind).toBe("text");
    expect(pickerOf("k3", "constructor").kind).toBe("text");
  });

  it.each(everyBetType)("makes only picks $family $betType.code accepts", ({ family, betType }) => {
    const spec = pickerOf(family, betType.code);
    if (spec.kind !== "cells") return;
    const picks = spec.rows.flatMap((row) => row.cells.map((cell) => cell.pick));
    expect(new Set(picks).size).toBe(picks.length);
    if (spec.quickCount === 1) {
      for (const pick of picks) expect(betType.parse([pick]), pick).toMatchObject({ ok: true });
    } else {
      // Sets (xiên, lô trượt) take several numbers at once: every number in a valid set.
      for (let index = 0; index + spec.quickCount <= picks.length; index += spec.quickCount) {
        expect(betType.parse(picks.slice(index, index + spec.quickCount))).toMatchObject({ ok: true });
      }
    }
  });

  it.each(everyBetType)("quick picks $family $betType.code that its rules accept", ({ family, betType }) => {
    const spec = pickerOf(family, betType.code);
    const sizes = spec.kind === "balls" ? spec.sizes : [undefined];
    const random = steppingRandom(family.length * 31 + betType.code.length);
    for (const size of sizes) {
      for (let round = 0; round < 60; round += 1) {
        const picks = quickPicks(spec, size, random);
        expect(picks.length).toBeGreaterThan(0);
        expect(betType.parse(picks), picks.join(" ")).toMatchObject({ ok: true });
      }
    }
  });

  it("quick picks with the browser's own generator too", () => {
    const rules = LOTTERY_FAMILIES.vn_north;
    const xien3 = rules?.betTypes.find((betType) => betType.code === "xien3");
    const picks = quickPicks(pickerOf("vn_north", "xien3"));
    expect(picks).toHaveLength(3);
    expect(xien3?.parse(picks)).toMatchObject({ ok: true, lines: [expect.any(Array)] });
  });

  it("writes 4D rolls and 11x5 sets the way their rules read them", () => {
    const big = LOTTERY_FAMILIES.four_d?.betTypes.find((betType) => betType.code === "big");
    expect(pickerOf("four_d", "big")).toMatchObject({ kind: "digits", digits: 4, canRoll: true });
    expect(big?.parse(["12R4"])).toMatchObject({ ok: true });
    const anyN = pickerOf("x11x5", "any_n");
    if (anyN.kind !== "balls") throw new Error("any_n picks balls");
    expect(anyN.pickOf([1, 5, 9], 3)).toBe("any3:01,05,09");
    const straight = pickerOf("x11x5", "front2_straight");
    if (straight.kind !== "balls") throw new Error("front 2 picks balls");
    expect(straight).toMatchObject({ isOrdered: true, sizes: [2] });
    expect(straight.pickOf([7, 2], 2)).toBe("07,02");
  });
});
