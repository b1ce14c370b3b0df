import type { TLotteryDraw } from "@orchid/contract/lottery";
import { drawCommitment, drawWords } from "@orchid/games/lottery/fair-draw";
import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";

/** A seed for tests: 64 hex digits made from `n`. */
export function testSeed(n: number): string {
  return n.toString(16).padStart(2, "0").repeat(32);
}

/** A drawn fair draw of `family` for tests, its result drawn from its seed as the server does. */
export function fairDraw(family: string, gameCode: string, issue: string, n = 1): TLotteryDraw {
  const rules = findLotteryFamily(family);
  if (!rules) throw new Error(`no family ${family}`);
  const seed = testSeed(n);
  return {
    id: n,
    gameCode,
    family,
    issue,
    opensAt: "2025-01-01T00:00:00.000Z",
    closesAt: "2025-01-01T00:00:55.000Z",
    drawAt: "2025-01-01T00:01:00.000Z",
    state: "settled",
    source: "fair",
    commitment: drawCommitment(seed),
    seed,
    result: rules.draw(drawWords(seed, `${gameCode}:${issue}`)),
    cancelReason: null,
  };
}
