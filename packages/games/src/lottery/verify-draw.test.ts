import { describe, expect, it } from "vitest";
import { drawCommitment, drawWords } from "./fair-draw.ts";
import { findLotteryFamily } from "./lottery-families.ts";
import { verifyDraw } from "./verify-draw.ts";

const SEED = "3c".repeat(32);
const rules = findLotteryFamily("vn_north");
if (!rules) throw new Error("vn_north is missing");
const announced = rules.draw(drawWords(SEED, "VN45:20261127-0001"));

describe("verifying a draw", () => {
  it("accepts the committed seed and the result it gives, whatever the order of the result's keys", () => {
    const prizes = (announced as { prizes: Record<string, string[]> }).prizes;
    const reordered = { prizes: Object.fromEntries(Object.entries(prizes).reverse()) };
    expect(Object.keys(reordered.prizes)).not.toEqual(Object.keys(prizes));
    const verdict = verifyDraw({
      family: "vn_north",
      drawKey: "VN45:20261127-0001",
      seed: SEED.toUpperCase(),
      commitment: drawCommitment(SEED),
      announced,
    });
    expect(verdict).toEqual({ commitmentMatches: true, recomputed: announced, resultMatches: true });
    expect(
      verifyDraw({
        family: "vn_north",
        drawKey: "VN45:20261127-0001",
        seed: SEED,
        commitment: drawCommitment(SEED),
        announced: reordered,
      }).resultMatches,
    ).toBe(true);
  });

  it("catches a seed that was not the committed one, and a result the seed does not give", () => {
    const other = "3d".repeat(32);
    expect(
      verifyDraw({
        family: "vn_north",
        drawKey: "VN45:20261127-0001",
        seed: other,
        commitment: drawCommitment(SEED),
      }).commitmentMatches,
    ).toBe(false);
    const elsewhere = rules.draw(drawWords(SEED, "VN45:20261127-0002"));
    expect(
      verifyDraw({
        family: "vn_north",
        drawKey: "VN45:20261127-0001",
        seed: SEED,
        commitment: drawCommitment(SEED),
        announced: elsewhere,
      }).resultMatches,
    ).toBe(false);
  });

  it("refuses an unknown family", () => {
    expect(() => verifyDraw({ family: "bingo", drawKey: "x:1", seed: SEED, commitment: "" })).toThrow(
      RangeError,
    );
  });
});
