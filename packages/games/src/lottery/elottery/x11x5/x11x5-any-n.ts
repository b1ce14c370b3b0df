import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { twoDigits } from "../pick-parts.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { readBallList } from "./read-ball-list.ts";
import { everyX11x5Set, type TX11x5Result, X11X5_BALLS, X11X5_DRAWN } from "./x11x5-result.ts";

/** N chosen balls (ascending) for any-N-of-5, N from 1 to 8. */
export type TX11x5AnyNLine = { n: number; balls: readonly number[] };

const SIZES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

function choose(n: number, k: number): number {
  let ways = 1;
  for (let index = 0; index < k; index += 1) ways = (ways * (n - index)) / (index + 1);
  return ways;
}

/**
 * Of the 462 sets of five, any-1 to any-5 win in 210, 84, 28, 7 and 1 (fair 2.2, 5.5, 16.5, 66,
 * 462), any-6 to any-8 in 6, 21 and 56 (fair 77, 22, 8.25). Prices in the published style:
 * 1.98 for any-1 (90 %), then 10/11 of fair (90.91 %): 5, 15, 60, 420, 70, 20, 7.5.
 */
const PAYS: Readonly<Record<string, number>> = {
  any1: 1_980,
  any2: 5_000,
  any3: 15_000,
  any4: 60_000,
  any5: 420_000,
  any6: 70_000,
  any7: 20_000,
  any8: 7_500,
};

function readPick(pick: string) {
  const [kind = "", list = "", ...rest] = pick.split(":");
  const n = SIZES.find((size) => kind === `any${size}`);
  if (rest.length > 0 || n === undefined) return refusePick<TX11x5AnyNLine>("invalid_pick", { pick });
  const balls = readBallList(pick, list, n);
  if (!balls.ok) return balls;
  return readLine<TX11x5AnyNLine>({ n, balls: [...balls.line].sort((a, b) => a - b) });
}

/**
 * Any N of 5. Picks are "any<N>:<N balls>", N 1–8: "any3:01,05,09". With N up to 5 every chosen
 * ball must be among the five drawn; with N of 6 to 8 all five drawn must be among the chosen.
 * Order never matters. Each N has its own payout key, `any1` … `any8`.
 */
export const x11x5AnyN: TBetType<TX11x5Result, TX11x5AnyNLine> = {
  code: "any_n",
  parse: (picks) => parsePickList(picks, readPick, x11x5AnyN.coverage),
  describe: ({ n, balls }) => `any ${n}: ${balls.map(twoDigits).join(" ")}`,
  hits(result, { n, balls }) {
    const isHit =
      n <= X11X5_DRAWN
        ? balls.every((ball) => result.includes(ball))
        : result.every((ball) => balls.includes(ball));
    return hitWhen(isHit, `any${n}`);
  },
  coverage: ({ n, balls }) => ({
    group: `any_n:any${n}`,
    key: balls.map(twoDigits).join(","),
    space: choose(X11X5_BALLS, n),
  }),
  payoutKeys: SIZES.map((n) => `any${n}`),
  defaultOdds: { cost: 1_000, pays: PAYS },
  rtp: (odds) =>
    SIZES.map((n) => ({
      label: `any ${n}`,
      rtp: expectedReturn(
        everyX11x5Set(),
        x11x5AnyN.hits,
        { n, balls: Array.from({ length: n }, (_, index) => index + 1) },
        odds,
      ),
    })),
};
