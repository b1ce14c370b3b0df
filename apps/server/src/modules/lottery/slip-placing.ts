import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import type { TSettled } from "../../db/shared-transactions.ts";
import { AppError } from "../../http/app-error.ts";
import {
  availableBalance,
  postLedgerSteps,
  type TLedgerStep,
  withTransactionRetry,
} from "../wallet/index.ts";
import { drawStateAt } from "./draw-presenter.ts";
import { shareDraw, type TDrawRow } from "./draws-repo.ts";
import { MEMBER_DRAW_LIMIT } from "./lottery-prices.ts";
import type { TSlipLine } from "./slip-lines.ts";
import {
  addBatchExposure,
  addExposure,
  addMemberDrawStake,
  addMemberDrawStakes,
  exposureOf,
  insertBatchLines,
  insertLines,
  insertSlip,
  insertSlips,
} from "./slips-repo.ts";

/** A slip checked and priced, ready to be written with its money (everything but the draw's state). */
export type TSlipToPlace = {
  merchantId: number;
  memberId: number;
  isTrial: boolean;
  memberAccount: number;
  houseAccount: number;
  gameCode: string;
  issue: string;
  requestKey: string;
  requestHash: string;
  lines: readonly TSlipLine[];
  total: number;
  /** The most stake one number of a draw may take, by bet type (the merchant's number caps). */
  capOf: ReadonlyMap<string, number>;
};

export type TPlacedSlip = { slipId: number; drawId: number; at: Date; balance: number | null };

/** A slip whose request key another call took first: the caller answers that slip. */
export class DuplicateSlip extends Error {}

/** Something in a shared batch needs the one-by-one path (a refusal, a taken key). */
class NotForBatch extends Error {}

function slipStep(slip: TSlipToPlace, slipId: number, drawId: number): TLedgerStep {
  return {
    phase: "posted",
    debit: slip.memberAccount,
    credit: slip.houseAccount,
    amount: slip.total,
    code: "game_bet",
    key: `lottery-slip:${slipId}`,
    reference: `lottery-draw:${drawId}`,
  };
}

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
 * Places slips that arrived together in one shared transaction (group commit): the draws
 * share-locked once, the slips, lines, ledger transfers (one call, accounts locked in id order),
 * members' stakes and stakes per number each written by one statement, in the order placing one
 * slip locks them. Anything that would refuse a slip or a key already taken rolls the batch back,
 * and each slip is then placed alone, so every refusal reaches its own caller, exactly worded.
 */
export async function placeBatch(ctx: TAppContext, slips: TSlipToPlace[]): Promise<TSettled<TPlacedSlip>[]> {
  if (slips.length > 1) {
    try {
      const placed = await withTransactionRetry(() =>
        ctx.database.db.transaction((tx) => writeBatch(ctx, tx, slips)),
      );
      return placed.map((value) => ({ value }));
    } catch (error) {
      if (!(error instanceof NotForBatch)) throw error;
    }
  }
  const settled: TSettled<TPlacedSlip>[] = [];
  for (const slip of slips) {
    try {
      settled.push({ value: await placeAlone(ctx, slip) });
    } catch (error) {
      settled.push({ error });
    }
  }
  return settled;
}

async function writeBatch(ctx: TAppContext, tx: TTx, slips: TSlipToPlace[]): Promise<TPlacedSlip[]> {
  const now = ctx.now();
  const draws = new Map<string, TDrawRow>();
  for (const slip of slips) {
    const key = `${slip.gameCode}:${slip.issue}`;
    if (draws.has(key)) continue;
    const draw = await shareDraw(tx, slip.gameCode, slip.issue);
    if (!draw || drawStateAt(draw, now) !== "open") throw new NotForBatch();
    draws.set(key, draw);
  }
  const drawOf = (slip: TSlipToPlace) => draws.get(`${slip.gameCode}:${slip.issue}`) as TDrawRow;
  const ids = await insertSlips(
    tx,
    slips.map((slip) => ({
      merchantId: slip.merchantId,
      memberId: slip.memberId,
      drawId: drawOf(slip).id,
      gameCode: slip.gameCode,
      requestKey: slip.requestKey,
      requestHash: slip.requestHash,
      stake: slip.total,
      isTrial: slip.isTrial,
    })),
    now,
  );
  const slipIdOf = (slip: TSlipToPlace) => ids.get(`${slip.memberId}:${slip.requestKey}`);
  // A key taken before (or twice in this batch) is answered one by one.
  if (ids.size !== slips.length || slips.some((slip) => slipIdOf(slip) === undefined))
    throw new NotForBatch();
  await insertBatchLines(
    tx,
    slips.map((slip) => ({
      id: slipIdOf(slip) as number,
      drawId: drawOf(slip).id,
      memberId: slip.memberId,
      lines: slip.lines,
    })),
  );
  const byMerchant = new Map<number, TLedgerStep[]>();
  for (const slip of slips) {
    const steps = byMerchant.get(slip.merchantId) ?? [];
    steps.push(slipStep(slip, slipIdOf(slip) as number, drawOf(slip).id));
    byMerchant.set(slip.merchantId, steps);
  }
  const balances = new Map<number, number>();
  for (const [merchantId, steps] of byMerchant) {
    let posted: Awaited<ReturnType<typeof postLedgerSteps>>;
    try {
      posted = await postLedgerSteps(tx, merchantId, steps);
    } catch (error) {
      if (error instanceof AppError) throw new NotForBatch();
      throw error;
    }
    for (const [id, account] of posted.accounts) balances.set(id, availableBalance(account));
  }
  const memberStakes = new Map<string, { drawId: number; memberId: number; stake: number }>();
  for (const slip of slips) {
    const key = `${drawOf(slip).id}:${slip.memberId}`;
    const row = memberStakes.get(key) ?? { drawId: drawOf(slip).id, memberId: slip.memberId, stake: 0 };
    row.stake += slip.total;
    memberStakes.set(key, row);
  }
  const memberTotals = await addMemberDrawStakes(tx, [...memberStakes.values()]);
  if (memberTotals.some((row) => row.stake > MEMBER_DRAW_LIMIT)) throw new NotForBatch();
  const exposure = new Map<
    string,
    { drawId: number; merchantId: number; betType: string; key: string; stake: number; payout: number }
  >();
  const caps = new Map<string, number>();
  for (const slip of slips) {
    for (const item of exposureOf(slip.lines)) {
      const key = `${drawOf(slip).id}\u0000${slip.merchantId}\u0000${item.betType}\u0000${item.key}`;
      const row = exposure.get(key) ?? {
        drawId: drawOf(slip).id,
        merchantId: slip.merchantId,
        betType: item.betType,
        key: item.key,
        stake: 0,
        payout: 0,
      };
      row.stake += item.stake;
      row.payout += item.payout;
      exposure.set(key, row);
      caps.set(`${slip.merchantId}\u0000${item.betType}`, slip.capOf.get(item.betType) ?? 0);
    }
  }
  const exposureTotals = await addBatchExposure(tx, [...exposure.values()]);
  if (exposureTotals.some((row) => row.stake > (caps.get(`${row.merchantId}\u0000${row.betType}`) ?? 0))) {
    throw new NotForBatch();
  }
  return slips.map((slip) => ({
    slipId: slipIdOf(slip) as number,
    drawId: drawOf(slip).id,
    at: now,
    balance: balances.get(slip.memberAccount) ?? null,
  }));
}
