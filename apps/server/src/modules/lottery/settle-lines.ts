import type { TLotteryRules } from "@orchid/games/lottery/bet-type";
import { lineReturn } from "@orchid/games/lottery/settle-line";
import type { TRollupRow } from "../activity/index.ts";
import type { TLineToSettle } from "./settlement-repo.ts";

/** A member's lines of one draw that cover more than this share of a group's outcomes are not valid bet. */
export const VALID_COVERAGE_LIMIT = 0.7;

export type TSettledBatch = {
  lines: { id: number; win: number; valid: boolean }[];
  slips: { id: number; win: number }[];
  members: TRollupRow[];
};

/**
 * Settles lines against a draw's result by the family's rules, each at the price it was sold at,
 * and sums them per slip and per member. A member's lines whose coverage group (e.g. "the last two
 * digits of the special prize") they cover beyond 70 % of its outcomes in this draw count as
 * stake but not as valid bet. The batch must hold every open line of its members in the draw.
 */
export function settleLines(
  rules: TLotteryRules<unknown>,
  result: unknown,
  lines: readonly TLineToSettle[],
): TSettledBatch {
  const betTypes = new Map(rules.betTypes.map((betType) => [betType.code, betType]));
  const covered = new Map<string, Set<string>>();
  for (const line of lines) {
    const group = `${line.memberId}\u0000${line.coverGroup}`;
    const keys = covered.get(group) ?? new Set<string>();
    keys.add(line.coverKey);
    covered.set(group, keys);
  }
  const slips = new Map<number, number>();
  const members = new Map<number, TRollupRow>();
  const settled = lines.map((line) => {
    const betType = betTypes.get(line.betType);
    if (!betType) throw new Error(`bet type ${line.betType} is not one of ${rules.family}`);
    const hits = betType.hits(result, line.line);
    const win = Number(lineReturn(BigInt(line.stake), hits, { cost: line.cost, pays: line.pays }));
    const share = (covered.get(`${line.memberId}\u0000${line.coverGroup}`)?.size ?? 0) / line.coverSpace;
    const valid = share <= VALID_COVERAGE_LIMIT;
    slips.set(line.slipId, (slips.get(line.slipId) ?? 0) + win);
    const member = members.get(line.memberId) ?? {
      merchantId: line.merchantId,
      memberId: line.memberId,
      isTrial: line.isTrial,
      bets: 0,
      stake: 0,
      validStake: 0,
      win: 0,
    };
    member.bets += 1;
    member.stake += line.stake;
    member.validStake += valid ? line.stake : 0;
    member.win += win;
    members.set(line.memberId, member);
    return { id: line.id, win, valid };
  });
  return {
    lines: settled,
    slips: [...slips].map(([id, win]) => ({ id, win })),
    members: [...members.values()],
  };
}
