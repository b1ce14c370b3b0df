import { sql } from "drizzle-orm";
import type { TAppContext } from "../../../app-context.ts";
import { rowsOf, type TTx } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { hashOpaqueToken } from "../../session/session-token.ts";
import type { TMerchant } from "../../system/merchant-repo.ts";
import { requestHash } from "../../wallet/idempotent.ts";
import { postLedgerSteps, type TLedgerStep } from "../../wallet/ledger.ts";
import { availableBalance } from "../../wallet/ledger-rules.ts";
import { withTransactionRetry } from "../../wallet/transaction-retry.ts";
import { findGameSession, touchGameSession } from "../game-session-repo.ts";
import { isLaunchTokenSigned } from "../launch-token.ts";
import { addToRollup, changeRound, lockRound, openRound, type TRoundRow } from "./game-rounds-repo.ts";
import { VendorCache } from "./vendor-cache.ts";
import {
  availableOf,
  claimVendorTx,
  finishVendorTx,
  lockVendorTx,
  type TNewVendorTx,
  type TVendorTxRow,
} from "./vendor-wallet-repo.ts";
import type { TVendor } from "./vendors-repo.ts";

/** A game session lives this long after its last bet. */
export const GAME_SESSION_IDLE_MS = 30 * 60_000;

export type TWalletAnswer = { balance: number; currency: string; txId: string; replayed: boolean };
export type TBetAnswer = TWalletAnswer & { roundId: string; detail: unknown };

export type TBetCall = { playerId: string; token: string; txId: string; roundId: string; amount: number };
export type TWinCall = {
  playerId: string;
  txId: string;
  roundId: string;
  amount: number;
  roundClosed: boolean;
};
export type TRollbackCall = { playerId: string; txId: string; refTxId: string; roundId: string };

/** Runs inside a new bet's transaction (never on a replay); what it answers is stored as the round's detail. */
export type TBetHook = (tx: TTx, context: { merchantId: number; memberId: number }) => Promise<unknown>;

type TPlayer = { merchant: TMerchant; memberId: number; accountId: number; houseId: number };

/**
 * The seamless-wallet calls a game vendor makes (docs/vendor-wallet.md). Every call that moves
 * money is one transaction: the vendor's transaction id is claimed, the round and the member's
 * daily rollup change, and the ledger moves, together. The same id again answers what the first
 * call did; the same id with another request is IDEMPOTENCY_MISMATCH; a refusal moves nothing
 * and is not remembered, so the vendor may retry it.
 */
export class VendorWallet {
  readonly vendors: VendorCache;
  /** A member's merchant never changes, nor a game's type: both are remembered once read. */
  private readonly merchantCodes = new Map<number, string>();
  private readonly gameTypes = new Map<number, string>();

  constructor(private readonly ctx: TAppContext) {
    this.vendors = new VendorCache(ctx.database.db);
  }

  /** `authenticate`: exchanges a launch token for the player, before the token's launch window ends. */
  async authenticate(vendor: TVendor, token: string) {
    const session = await this.sessionOf(vendor, token);
    const now = this.ctx.now();
    if (!session.authenticatedAt && session.launchExpiresAt <= now)
      throw new AppError("GAME_SESSION_EXPIRED");
    if (session.expiresAt <= now) throw new AppError("GAME_SESSION_EXPIRED");
    await touchGameSession(
      this.ctx.database.db,
      session.id,
      now,
      new Date(now.getTime() + GAME_SESSION_IDLE_MS),
    );
    const player = await this.player(vendor, String(session.memberId));
    return {
      playerId: String(session.memberId),
      gameId: session.gameId,
      language: session.language,
      currency: player.merchant.currency,
      balance: await this.balanceOf(player),
    };
  }

  /** `balance`: the player's balance in the wallet this vendor plays from. */
  async balance(vendor: TVendor, playerId: string) {
    const player = await this.player(vendor, playerId);
    return { balance: await this.balanceOf(player), currency: player.merchant.currency };
  }

  /** `bet`: takes the stake; needs a live session; opens (or adds to) the round. */
  async bet(vendor: TVendor, call: TBetCall, hook?: TBetHook): Promise<TBetAnswer> {
    const session = await this.sessionOf(vendor, call.token);
    if (String(session.memberId) !== call.playerId) throw new AppError("FORBIDDEN");
    const now = this.ctx.now();
    if (session.expiresAt <= now) throw new AppError("GAME_SESSION_EXPIRED");
    if (call.amount <= 0) throw new AppError("AMOUNT_OUT_OF_RANGE");
    const player = await this.player(vendor, call.playerId);
    const gameType = await this.gameTypeOf(session.gameId);
    const answer = await this.once(
      vendor,
      player,
      { ...call, kind: "bet", refTxId: null },
      async (tx, claimId) => {
        const round = await openRound(
          tx,
          {
            merchantId: player.merchant.id,
            memberId: player.memberId,
            vendorCode: vendor.code,
            roundId: call.roundId,
            gameId: session.gameId,
            gameType,
          },
          player.merchant.timeZone,
        );
        if (round.memberId !== player.memberId) throw new AppError("FORBIDDEN");
        if (round.status !== "open") throw new AppError("ORDER_STATE_CHANGED");
        const balance = await this.move(tx, player, claimId, vendor, call.txId, "game_bet", -call.amount);
        const detail = hook
          ? await hook(tx, { merchantId: player.merchant.id, memberId: player.memberId })
          : undefined;
        await changeRound(tx, round.id, { stake: call.amount, detail });
        await addToRollup(tx, rollupKey(player, round), { bets: 1, stake: call.amount });
        return balance;
      },
    );
    await touchGameSession(
      this.ctx.database.db,
      session.id,
      now,
      new Date(now.getTime() + GAME_SESSION_IDLE_MS),
    );
    const round = await this.roundDetail(vendor, call.roundId);
    return { ...answer, roundId: call.roundId, detail: round };
  }

  /** `win`: pays into a round the player opened; accepted after the session ended. */
  async win(vendor: TVendor, call: TWinCall): Promise<TWalletAnswer> {
    if (call.amount < 0) throw new AppError("AMOUNT_OUT_OF_RANGE");
    const player = await this.player(vendor, call.playerId);
    return this.once(vendor, player, { ...call, kind: "win", refTxId: null }, async (tx, claimId) => {
      const round = await lockRound(tx, vendor.code, call.roundId, player.merchant.timeZone);
      if (!round || round.memberId !== player.memberId) throw new AppError("NOT_FOUND");
      if (round.status === "cancelled") throw new AppError("ORDER_STATE_CHANGED");
      const balance =
        call.amount > 0
          ? await this.move(tx, player, claimId, vendor, call.txId, "game_win", call.amount)
          : await availableOf(tx, player.accountId);
      await changeRound(tx, round.id, {
        win: call.amount,
        ...(call.roundClosed ? { status: "settled" as const, settledAt: this.ctx.now() } : {}),
      });
      if (call.amount > 0) await addToRollup(tx, rollupKey(player, round), { win: call.amount });
      return balance;
    });
  }

  /**
   * `rollback`: gives back a bet's stake. A rollback that arrives before its bet leaves a
   * tombstone under the bet's id, so the bet, when it comes, is refused and takes nothing.
   */
  async rollback(vendor: TVendor, call: TRollbackCall): Promise<TWalletAnswer> {
    const player = await this.player(vendor, call.playerId);
    return this.once(vendor, player, { ...call, kind: "rollback", amount: 0 }, async (tx, claimId) => {
      const tombstone = await claimVendorTx(tx, {
        vendorCode: vendor.code,
        txId: call.refTxId,
        kind: "bet",
        merchantId: player.merchant.id,
        memberId: player.memberId,
        roundId: call.roundId,
        amount: 0,
        refTxId: null,
        status: "tombstone",
        requestHash: "",
      });
      if (tombstone !== undefined) return availableOf(tx, player.accountId);
      const bet = await lockVendorTx(tx, vendor.code, call.refTxId);
      if (bet?.kind !== "bet" || bet.memberId !== player.memberId) throw new AppError("NOT_FOUND");
      if (bet.status !== "applied") return availableOf(tx, player.accountId);
      const balance = await this.move(tx, player, claimId, vendor, call.txId, "game_refund", bet.amount);
      await finishVendorTx(tx, bet.id, { balanceAfter: bet.balanceAfter, status: "rolled_back" });
      await finishVendorTx(tx, claimId, { balanceAfter: balance, amount: bet.amount });
      const round = await lockRound(tx, vendor.code, bet.roundId, player.merchant.timeZone);
      if (round) {
        const isEmpty = round.stake - bet.amount === 0 && round.win === 0;
        await changeRound(tx, round.id, {
          stake: -bet.amount,
          ...(isEmpty ? { status: "cancelled" as const } : {}),
        });
        await addToRollup(tx, rollupKey(player, round), { bets: -1, stake: -bet.amount });
      }
      return balance;
    });
  }

  /** Claims the vendor's id and runs `work` in one transaction; a taken id answers the stored outcome. */
  private async once(
    vendor: TVendor,
    player: TPlayer,
    call: Omit<TNewVendorTx, "vendorCode" | "merchantId" | "memberId" | "status" | "requestHash">,
    work: (tx: TTx, claimId: number) => Promise<number>,
  ): Promise<TWalletAnswer> {
    const hash = requestHash({ vendor: vendor.code, player: player.memberId, ...call });
    const currency = player.merchant.currency;
    const outcome = await withTransactionRetry(() =>
      this.ctx.database.db.transaction(async (tx) => {
        const claimId = await claimVendorTx(tx, {
          ...call,
          vendorCode: vendor.code,
          merchantId: player.merchant.id,
          memberId: player.memberId,
          status: "applied",
          requestHash: hash,
        });
        if (claimId === undefined)
          return replayOf(await lockVendorTx(tx, vendor.code, call.txId), hash, call.kind);
        const balance = await work(tx, claimId);
        await finishVendorTx(tx, claimId, { balanceAfter: balance });
        return { balance, replayed: false };
      }),
    );
    if (!outcome.replayed) this.ctx.walletEvents.publish("balance", [player.memberId]);
    return { ...outcome, currency, txId: call.txId };
  }

  /** Moves `signed` minor units into (+) or out of (−) the player's account against the house. */
  private async move(
    tx: TTx,
    player: TPlayer,
    claimId: number,
    vendor: TVendor,
    txId: string,
    code: "game_bet" | "game_win" | "game_refund",
    signed: number,
  ): Promise<number> {
    const isOut = signed < 0;
    const step: TLedgerStep = {
      phase: "posted",
      debit: isOut ? player.accountId : player.houseId,
      credit: isOut ? player.houseId : player.accountId,
      amount: Math.abs(signed),
      code,
      key: `vendor:${vendor.code}:${txId}`,
      reference: `vendor-tx:${claimId}`,
    };
    const { accounts } = await postLedgerSteps(tx, player.merchant.id, [step]);
    const account = accounts.get(player.accountId);
    if (!account) throw new Error("the player's account was not locked");
    return availableBalance(account);
  }

  private async player(vendor: TVendor, playerId: string): Promise<TPlayer> {
    if (!/^[1-9][0-9]{0,9}$/.test(playerId)) throw new AppError("NOT_FOUND");
    const memberId = Number(playerId);
    const db = this.ctx.database.db;
    let merchantCode = this.merchantCodes.get(memberId);
    if (merchantCode === undefined) {
      const [row] = rowsOf<{ code: string }>(
        await db.execute(sql`
          select mc.code from members m join merchants mc on mc.id = m.merchant_id where m.id = ${memberId}`),
      );
      if (!row) throw new AppError("NOT_FOUND");
      merchantCode = row.code;
      if (this.merchantCodes.size > 100_000) this.merchantCodes.clear();
      this.merchantCodes.set(memberId, merchantCode);
    }
    const merchant = await this.ctx.merchants.byMerchantCode(merchantCode);
    if (!merchant) throw new AppError("NOT_FOUND");
    const accountId =
      vendor.walletMode === "transfer"
        ? await this.ctx.ledger.member(db, merchant.id, memberId, "game", vendor.code)
        : await this.ctx.ledger.member(db, merchant.id, memberId, "main");
    const houseId = await this.ctx.ledger.system(db, merchant.id, "house", memberId);
    return { merchant, memberId, accountId, houseId };
  }

  private async balanceOf(player: TPlayer): Promise<number> {
    return this.ctx.database.db.transaction((tx) => availableOf(tx, player.accountId));
  }

  private async sessionOf(vendor: TVendor, token: string) {
    if (!vendor.secret || !isLaunchTokenSigned(vendor.secret, token))
      throw new AppError("GAME_SESSION_EXPIRED");
    const session = await findGameSession(this.ctx.database.db, vendor.code, hashOpaqueToken(token));
    if (!session) throw new AppError("GAME_SESSION_EXPIRED");
    return session;
  }

  private async gameTypeOf(gameId: number): Promise<string> {
    const known = this.gameTypes.get(gameId);
    if (known) return known;
    const [row] = rowsOf<{ game_type: string }>(
      await this.ctx.database.db.execute(sql`select game_type from games where id = ${gameId}`),
    );
    if (!row) throw new AppError("GAME_UNAVAILABLE");
    if (this.gameTypes.size > 100_000) this.gameTypes.clear();
    this.gameTypes.set(gameId, row.game_type);
    return row.game_type;
  }

  private async roundDetail(vendor: TVendor, roundId: string): Promise<unknown> {
    const [row] = rowsOf<{ detail: unknown }>(
      await this.ctx.database.db.execute(
        sql`select detail from game_rounds where vendor_code = ${vendor.code} and round_id = ${roundId}`,
      ),
    );
    return row?.detail ?? null;
  }
}

function rollupKey(player: TPlayer, round: TRoundRow) {
  return {
    merchantId: player.merchant.id,
    memberId: player.memberId,
    day: round.day,
    gameType: round.gameType,
  };
}

/** What a repeated transaction id answers: the first call's balance, or why it cannot be replayed. */
function replayOf(
  stored: TVendorTxRow | undefined,
  hash: string,
  kind: TVendorTxRow["kind"],
): { balance: number; replayed: true } {
  if (!stored) throw new AppError("CONFLICT");
  if (stored.status === "tombstone" && kind === "bet")
    throw new AppError("ORDER_STATE_CHANGED", { reason: "rolled_back" });
  if (stored.requestHash !== hash) throw new AppError("IDEMPOTENCY_MISMATCH");
  return { balance: stored.balanceAfter, replayed: true };
}
