import type { TBetType } from "@orchid/games/lottery/bet-type";
import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import { describe, expect, it } from "vitest";
import { settleLines } from "./settle-lines.ts";
import type { TLineToSettle } from "./settlement-repo.ts";

const k3 = findLotteryFamily("k3");
if (!k3) throw new Error("k3 family missing");
const sides = k3.betTypes.find((betType) => betType.code === "sides");
const sum = k3.betTypes.find((betType) => betType.code === "sum");
if (!sides || !sum) throw new Error("k3 bet types missing");

let nextId = 1;
function lineOf(
  memberId: number,
  betType: TBetType<unknown, unknown>,
  pick: string,
  stake = 1_000,
): TLineToSettle {
  const parsed = betType.parse([pick]);
  if (!parsed.ok) throw new Error(`bad pick ${pick}`);
  const line = parsed.lines[0];
  const coverage = betType.coverage(line);
  const id = nextId++;
  return {
    id,
    slipId: 100 + memberId,
    memberId,
    merchantId: 1,
    isTrial: false,
    betType: betType.code,
    line,
    stake,
    cost: betType.defaultOdds.cost,
    pays: { ...betType.defaultOdds.pays },
    coverGroup: coverage.group,
    coverKey: coverage.key,
    coverSpace: coverage.space,
  };
}

describe("settling a batch of lines", () => {
  it("pays each line at its own price and sums per slip and member", () => {
    // Dice 4, 5, 6: sum 15, big.
    const result = [4, 5, 6];
    const lines = [lineOf(1, sides, "big"), lineOf(1, sum, "sum:15", 100), lineOf(2, sides, "small")];
    const settled = settleLines(k3, result, lines);
    expect(settled.lines.map((line) => line.win)).toEqual([1_950, 1_890, 0]);
    expect(settled.slips).toEqual([
      { id: 101, win: 3_840 },
      { id: 102, win: 0 },
    ]);
    expect(settled.members.find((member) => member.memberId === 1)).toMatchObject({
      bets: 2,
      stake: 1_100,
      validStake: 1_100,
      win: 3_840,
    });
  });

  it("leaves out of valid stake a member's group covered beyond 70 %", () => {
    // Both sides of big/small: the whole group covered, so none of it is valid bet; the sum line stays valid.
    const lines = [lineOf(3, sides, "big"), lineOf(3, sides, "small"), lineOf(3, sum, "sum:10")];
    const [member] = settleLines(k3, [1, 2, 3], lines).members;
    expect(member).toMatchObject({ stake: 3_000, validStake: 1_000 });
    expect(settleLines(k3, [1, 2, 3], lines).lines.map((line) => line.valid)).toEqual([false, false, true]);
  });
});
