import type { TAppContext } from "../../app-context.ts";
import { type TSettled, togetherElseAlone } from "../../db/shared-transactions.ts";
import { AppError } from "../../http/app-error.ts";
import { availableBalance, postLedgerSteps, withTransactionRetry } from "../wallet/index.ts";
import { drawStateAt } from "./draw-presenter.ts";
import { shareDraw, type TDrawRow } from "./draws-repo.ts";
import { MEMBER_DRAW_LIMIT } from "./lottery-prices.ts";
import { writeSlipBatch } from "./slip-batch.ts";
import { slipStep, type TPlacedSlip, type TSlipToPlace } from "./slip-to-place.ts";
import { addExposure, addMemberDrawStake, exposureOf, insertLines, insertSlip } from "./slips-repo.ts";

/** A slip whose request key another call took first: the caller answers that slip. */
export class DuplicateSlip extends Error {}

function assertOpen(draw: TDrawRow | undefined, now: Date): TDrawRow {
  if (!draw) throw new AppError("NOT_FOUND");
  const state = drawStateAt(draw, now);
  if (state !== "open") throw new AppError("LOTTERY_DRAW_CLOSED", { state });
  return draw;
}

/**
 * Places one slip in its own transaction: the draw share-locked and open, the slip under its
 * request key, its lines, its ledger transfer, then the shared counters (the member's stake on
 * the draw, the stake per number) last, so their rows stay locked only for the end. Refusals are
 * AppErrors and move nothing; a key already taken throws DuplicateSlip.
 */
export function placeAlone(ctx: TAppContext, slip: TSlipToPlace): Promise<TPlacedSlip> {
  const db = ctx.database.db;
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const now = ctx.now();
      const draw = assertOpen(await shareDraw(tx, slip.gameCode, slip.issue), now);
      const slipId = await insertSlip(tx, {
        merchantId: slip.merchantId,
        memberId: slip.memberId,
        drawId: draw.id,
        gameCode: slip.gameCode,
        requestKey: slip.requestKey,
        requestHash: slip.requestHash,
        stake: slip.total,
        isTrial: slip.isTrial,
        at: now,
      });
      if (slipId === undefined) throw new DuplicateSlip();
      await insertLines(tx, { id: slipId, drawId: draw.id, memberId: slip.memberId }, slip.lines);
      const { accounts } = await postLedgerSteps(tx, slip.merchantId, [slipStep(slip, slipId, draw.id)]);
      const memberTotal = await addMemberDrawStake(tx, draw.id, slip.memberId, slip.total);
      if (memberTotal > MEMBER_DRAW_LIMIT) {
        throw new AppError("LOTTERY_LIMIT", {
          limit: "member_draw",
          max: MEMBER_DRAW_LIMIT,
          left: Math.max(0, MEMBER_DRAW_LIMIT - (memberTotal - slip.total)),
        });
      }
      const exposure = exposureOf(slip.lines);
      const totals = await addExposure(tx, { drawId: draw.id, merchantId: slip.merchantId }, exposure, 1);
      for (const item of exposure) {
        const after = totals.get(`${item.betType}\u0000${item.key}`) ?? 0;
        const cap = slip.capOf.get(item.betType) ?? 0;
        if (after > cap) {
          throw new AppError("LOTTERY_LIMIT", {
            limit: "number",
            betType: item.betType,
            number: item.key,
            left: Math.max(0, cap - (after - item.stake)),
          });
        }
      }
      const account = accounts.get(slip.memberAccount);
      return { slipId, drawId: draw.id, at: now, balance: account ? availableBalance(account) : null };
    }),
  );
}

/**
 * Places slips that arrived together in one shared transaction (group commit, `writeSlipBatch`).
 * Anything that would refuse a slip or a key already taken rolls the batch back, and each slip is
 * then placed alone, so every refusal reaches its own caller, exactly worded; so does a batch that
 * fails as a whole, so one bad slip cannot sink its neighbours.
 */
export function placeBatch(ctx: TAppContext, slips: TSlipToPlace[]): Promise<TSettled<TPlacedSlip>[]> {
  return togetherElseAlone(
    slips,
    () => writeSlipBatch(ctx.database, ctx.now(), slips),
    (slip) => placeAlone(ctx, slip),
  );
}
