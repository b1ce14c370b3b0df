import type {
  TBoLotterySlip,
  TBoLotterySlipPage,
  ZBoLotterySlipSearch,
} from "@orchid/contract/backoffice-lottery";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { findMemberByUsername } from "../../accounts/index.ts";
import type { TMerchant } from "../../merchants/index.ts";
import { resolvePeriod } from "../../wallet/index.ts";
import { linesOfSlips } from "../slips-repo.ts";
import { consoleSlipPage, consoleSlipTotals } from "./console-slips-repo.ts";

const NO_TOTALS = { slips: 0, stake: 0, win: 0 };

/**
 * `GET /bo/lottery/slips`: the merchant's slips placed in a period (its time zone), newest first,
 * by member (exact username), game, draw and state, each with its lines, and the totals of every
 * matching slip. The console's CSV export reads every page of the same search.
 */
export async function searchLotterySlips(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  query: z.output<typeof ZBoLotterySlipSearch>,
): Promise<TBoLotterySlipPage> {
  const db = ctx.database.db;
  const { page, pageSize } = query;
  const period = resolvePeriod(query, merchant.timeZone, ctx.now());
  const member = query.username ? await findMemberByUsername(db, merchant.id, query.username) : undefined;
  if (query.username && !member)
    return { rows: [], page, pageSize, total: 0, totalPages: 0, totals: NO_TOTALS };
  const filter = {
    from: period.from,
    to: period.to,
    memberId: member?.id,
    gameCode: query.gameCode,
    drawId: query.drawId,
    state: query.state,
  };
  const [slips, totals] = await Promise.all([
    consoleSlipPage(db, merchant.id, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    consoleSlipTotals(db, merchant.id, filter),
  ]);
  const linesBySlip = new Map<number, TBoLotterySlip["lines"]>();
  for (const { slipId, ...line } of await linesOfSlips(
    db,
    slips.map((slip) => slip.id),
  )) {
    linesBySlip.set(slipId, [...(linesBySlip.get(slipId) ?? []), line]);
  }
  return {
    rows: slips.map((slip) => ({
      id: slip.id,
      memberId: slip.memberId,
      username: slip.username,
      isTrial: slip.isTrial,
      gameCode: slip.gameCode,
      drawId: slip.drawId,
      issue: slip.issue,
      state: slip.state,
      stake: slip.stake,
      win: slip.win,
      placedAt: slip.createdAt.toISOString(),
      settledAt: slip.settledAt?.toISOString() ?? null,
      lines: linesBySlip.get(slip.id) ?? [],
    })),
    page,
    pageSize,
    total: totals.slips,
    totalPages: Math.ceil(totals.slips / pageSize),
    totals,
  };
}
