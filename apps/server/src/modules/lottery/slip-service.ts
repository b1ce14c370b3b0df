import type { TLotterySlip, TMySlips, TPlaceSlipRequest } from "@orchid/contract/lottery";
import { TRIAL_TYPE } from "@orchid/contract/member";
import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { SharedTransactions } from "../../db/shared-transactions.ts";
import { AppError } from "../../http/app-error.ts";
import type { TMember } from "../accounts/index.ts";
import { assertBetAllowed } from "../engagement/index.ts";
import { availableBalance, postLedgerSteps, requestHash, withTransactionRetry } from "../wallet/index.ts";
import { drawStateAt } from "./draw-presenter.ts";
import { shareDraw } from "./draws-repo.ts";
import type { TLotteryGameRow } from "./lottery-catalogue.ts";
import type { LotteryPrices } from "./lottery-prices.ts";
import { slipLines } from "./slip-lines.ts";
import { DuplicateSlip, placeBatch } from "./slip-placing.ts";
import type { TPlacedSlip, TSlipToPlace } from "./slip-to-place.ts";
import {
  addExposure,
  addMemberDrawStake,
  exposureOf,
  findSlipById,
  findSlipByKey,
  linesOfSlips,
  lockSlip,
  markSlipCancelled,
  memberSlips,
  slipLinesForCancel,
  type TSlipRow,
} from "./slips-repo.ts";

type TPlayer = { merchantId: number; member: TMember };

/** Slips placed at the same moment share a transaction (group commit), as wallet transfers do. */
const PLACING_BATCH = { maxBatch: 32, maxInFlight: 2 };

/**
 * Members' slips: placing (whole slip or nothing, once per request key, one ledger transfer from
 * the member to the house), cancelling while the draw is open (refunded once), and the member's
 * list. Every refusal moves nothing.
 */
export class LotterySlips {
  private readonly placing: SharedTransactions<TSlipToPlace, TPlacedSlip>;

  constructor(
    private readonly ctx: TAppContext,
    private readonly prices: LotteryPrices,
    private readonly gameOf: (code: string) => Promise<TLotteryGameRow | undefined>,
  ) {
    this.placing = new SharedTransactions((slips) => placeBatch(ctx, slips), PLACING_BATCH);
  }

  /**
   * Places a slip, or answers the slip its request key already placed (looked up only when the
   * slip cannot be placed now, so a first try costs no extra read).
   */
  async place(player: TPlayer, input: Required<TPlaceSlipRequest>): Promise<TLotterySlip> {
    const hash = requestHash({ gameCode: input.gameCode, issue: input.issue, entries: input.entries });
    try {
      return await this.placeNew(player, input, hash);
    } catch (error) {
      const placed =
        error instanceof DuplicateSlip || error instanceof AppError
          ? await findSlipByKey(this.ctx.database.db, player.member.id, input.requestKey)
          : undefined;
      if (placed) return this.replay(placed, hash);
      throw error;
    }
  }

  private async placeNew(
    player: TPlayer,
    input: Required<TPlaceSlipRequest>,
    hash: string,
  ): Promise<TLotterySlip> {
    const { merchantId, member } = player;
    const game = await this.gameOf(input.gameCode);
    const rules = game && findLotteryFamily(game.family);
    if (!game || !rules) throw new AppError("NOT_FOUND");
    const prices = await this.prices.forFamily(merchantId, game.family, rules.betTypes);
    const lines = slipLines(input.entries, prices);
    const total = lines.reduce((sum, line) => sum + line.stake, 0);
    const capOf = new Map(prices.map((price) => [price.betType.code, price.numberCap]));
    const isTrial = Number(member.type) === TRIAL_TYPE;
    const db = this.ctx.database.db;
    // An active bonus limits one slip's stake (decisions/0022); trial play has no bonus.
    if (!isTrial) await assertBetAllowed(db, member.id, total);
    const memberAccount = await this.ctx.ledger.member(db, merchantId, member.id, "main");
    const houseAccount = await this.ctx.ledger.system(db, merchantId, isTrial ? "trial" : "house", member.id);
    const placed = await this.placing.submit({
      merchantId,
      memberId: member.id,
      isTrial,
      memberAccount,
      houseAccount,
      gameCode: game.code,
      issue: input.issue,
      requestKey: input.requestKey,
      requestHash: hash,
      lines,
      total,
      capOf,
    });
    this.ctx.walletEvents.publish("balance", [member.id]);
    const now = placed.at;
    return {
      id: placed.slipId,
      gameCode: game.code,
      issue: input.issue,
      drawId: placed.drawId,
      state: "open",
      stake: total,
      win: null,
      placedAt: now.toISOString(),
      settledAt: null,
      lines: lines.map((line) => ({
        betType: line.betType,
        label: line.label,
        stake: line.stake,
        win: null,
        valid: null,
      })),
      balance: placed.balance,
    };
  }

  /** Cancels an open slip of the member while its draw still takes bets; refunds the stake once. */
  async cancel(player: TPlayer, slipId: number): Promise<TLotterySlip> {
    const { merchantId, member } = player;
    const db = this.ctx.database.db;
    const memberAccount = await this.ctx.ledger.member(db, merchantId, member.id, "main");
    const isTrial = Number(member.type) === TRIAL_TYPE;
    const houseAccount = await this.ctx.ledger.system(db, merchantId, isTrial ? "trial" : "house", member.id);
    const found = await findSlipById(db, member.id, slipId);
    if (!found || found.merchantId !== merchantId) throw new AppError("NOT_FOUND");
    const balance = await withTransactionRetry(() =>
      db.transaction(async (tx) => {
        // The draw first, then the slip: the order settlement and refunds lock them in.
        const draw = await shareDraw(tx, found.gameCode, found.issue);
        const slip = await lockSlip(tx, member.id, slipId);
        if (!slip) throw new AppError("NOT_FOUND");
        if (slip.state !== "open") throw new AppError("ORDER_STATE_CHANGED", { reason: slip.state });
        const state = draw ? drawStateAt(draw, this.ctx.now()) : "cancelled";
        if (state !== "open") throw new AppError("LOTTERY_DRAW_CLOSED", { state });
        await markSlipCancelled(tx, slip.id, this.ctx.now());
        const { accounts } = await postLedgerSteps(tx, merchantId, [
          {
            phase: "posted",
            debit: houseAccount,
            credit: memberAccount,
            amount: slip.stake,
            code: "game_refund",
            key: `lottery-refund:${slip.id}`,
            reference: `lottery-draw:${slip.drawId}`,
          },
        ]);
        // Accounts, then the member's draw total, then the numbers: the order placing locks them in.
        await this.takeBack(tx, slip);
        const account = accounts.get(memberAccount);
        return account ? availableBalance(account) : null;
      }),
    );
    this.ctx.walletEvents.publish("balance", [member.id]);
    const slip = await findSlipById(db, member.id, slipId);
    if (!slip) throw new Error("a cancelled slip vanished");
    return this.present(slip, balance);
  }

  async list(
    memberId: number,
    query: { gameCode?: string; state?: string; pageNo: number; pageSize: number },
  ): Promise<TMySlips> {
    const { rows, total } = await memberSlips(this.ctx.database.db, memberId, {
      gameCode: query.gameCode,
      state: query.state,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    const lines = await linesOfSlips(
      this.ctx.database.db,
      rows.map((row) => row.id),
    );
    return {
      content: rows.map((row) => presentSlip(row, lines, null)),
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  private async takeBack(tx: TTx, slip: TSlipRow): Promise<void> {
    const lines = await slipLinesForCancel(tx, slip.id);
    await addMemberDrawStake(tx, slip.drawId, slip.memberId, -slip.stake);
    await addExposure(tx, { drawId: slip.drawId, merchantId: slip.merchantId }, exposureOf(lines), -1);
  }

  private async replay(slip: TSlipRow, hash: string): Promise<TLotterySlip> {
    if (slip.requestHash !== hash) throw new AppError("IDEMPOTENCY_MISMATCH");
    return this.present(slip, null);
  }

  private async present(slip: TSlipRow, balance: number | null): Promise<TLotterySlip> {
    const lines = await linesOfSlips(this.ctx.database.db, [slip.id]);
    return presentSlip(slip, lines, balance);
  }
}

function presentSlip(
  slip: TSlipRow,
  lines: Awaited<ReturnType<typeof linesOfSlips>>,
  balance: number | null,
): TLotterySlip {
  return {
    id: slip.id,
    gameCode: slip.gameCode,
    issue: slip.issue,
    drawId: slip.drawId,
    state: slip.state,
    stake: slip.stake,
    win: slip.win,
    placedAt: slip.createdAt.toISOString(),
    settledAt: slip.settledAt?.toISOString() ?? null,
    lines: lines
      .filter((line) => line.slipId === slip.id)
      .map((line) => ({
        betType: line.betType,
        label: line.label,
        stake: line.stake,
        win: line.win,
        valid: line.valid,
      })),
    balance,
  };
}
