import type {
  TBoLotteryDrawDetail,
  TBoLotteryDrawPage,
  TBoLotteryLiability,
  ZBoLotteryDrawSearch,
} from "@orchid/contract/backoffice-lottery";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import type { TMerchant } from "../../merchants/index.ts";
import { resolvePeriod } from "../../wallet/index.ts";
import { findDrawById } from "../draws-repo.ts";
import { presentDrawDetail, presentDrawRow } from "./console-draw-presenter.ts";
import { drawPage, drawTotals, exposureOfDraw } from "./console-draws-repo.ts";

/** The numbers the live liability lists. */
const LIABILITY_ROWS = 100;

/** `GET /bo/lottery/draws`: draws due in a period of the merchant's days, newest first, a page at a time. */
export async function searchLotteryDraws(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  query: z.output<typeof ZBoLotteryDrawSearch>,
): Promise<TBoLotteryDrawPage> {
  const now = ctx.now();
  const { page, pageSize } = query;
  const period = resolvePeriod(query, merchant.timeZone, now);
  const found = await drawPage(
    ctx.database.db,
    {
      from: period.from,
      to: period.to,
      gameCode: query.gameCode,
      source: query.source,
      state: query.state,
      now,
    },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return {
    rows: found.rows.map((draw) => presentDrawRow(draw, now)),
    page,
    pageSize,
    total: found.total,
    totalPages: Math.ceil(found.total / pageSize),
  };
}

/** `GET /bo/lottery/draws/detail`: one draw for the audit, with the merchant's settlement totals. */
export async function lotteryDrawDetail(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  id: number,
): Promise<TBoLotteryDrawDetail> {
  const db = ctx.database.db;
  const draw = await findDrawById(db, id);
  if (!draw) throw new AppError("NOT_FOUND");
  return presentDrawDetail(draw, await drawTotals(db, draw.id, merchant.id), ctx.now());
}

/**
 * `GET /bo/lottery/draws/liability`: what the merchant's numbers on a draw would pay, largest
 * first (lottery_exposure, raised and lowered in the slips' own transactions, so it is live).
 */
export async function lotteryLiability(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  drawId: number,
): Promise<TBoLotteryLiability> {
  const db = ctx.database.db;
  const now = ctx.now();
  const draw = await findDrawById(db, drawId);
  if (!draw) throw new AppError("NOT_FOUND");
  const exposure = await exposureOfDraw(db, draw.id, merchant.id, LIABILITY_ROWS);
  return {
    draw: presentDrawRow(draw, now),
    rows: exposure.rows,
    totals: { numbers: exposure.numbers, stake: exposure.stake, largestPayout: exposure.largestPayout },
    at: now.toISOString(),
  };
}
