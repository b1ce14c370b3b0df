import { sql } from "drizzle-orm";
import type { TAppContext } from "../../../app-context.ts";
import { rowsOf, type TTx } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import type { TClientInfo } from "../../session/index.ts";
import { hashOpaqueToken } from "../../session/index.ts";
import { requestHash, withTransactionRetry } from "../../wallet/index.ts";
import { findGameSession, type TGameSessionRow, touchGameSession } from "../game-session-repo.ts";
import { isLaunchTokenSigned } from "../launch-token.ts";
import { VendorCache } from "./vendor-cache.ts";
import { type TPlayer, VendorPlayers } from "./vendor-players.ts";
import {
  availableOf,
  claimVendorTx,
  finishVendorTx,
  lockVendorTx,
  type TNewVendorTx,
  type TVendorTxRow,
} from "./vendor-wallet-repo.ts";
import {
  bookBet,
  bookWin,
  postLines,
  rollBack,
  type TBetHook,
  type TStepContext,
} from "./vendor-wallet-steps.ts";
import type { TVendor } from "./vendors-repo.ts";
import { recordWinAlert, WinAboveLimit } from "./win-limit.ts";

/** A game session lives this long after its last bet. */
export const GAME_SESSION_IDLE_MS = 30 * 60_000;
/** A bet keeps its session alive; writing that down once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

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
export type { TBetHook };

type TClaim = Omit<TNewVendorTx, "vendorCode" | "merchantId" | "memberId" | "status" | "requestHash">;

/**
 * The seamless-wallet calls a game vendor makes (docs/vendor-wallet.md). Every call that moves
 * money is one transaction: the vendor's transaction id is claimed, the round and the member's
 * daily rollup change, and the ledger moves, together. The same id again answers what the first
 * call did; the same id with another request is IDEMPOTENCY_MISMATCH; a refusal moves nothing
 * and is not remembered, so the vendor may retry it.
 */
export class VendorWallet {
  readonly vendors: VendorCache;
  private readonly players: VendorPlayers;

  constructor(private readonly ctx: TAppContext) {
    this.vendors = new VendorCache(ctx.database.db);
    this.players = new VendorPlayers(ctx);
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
    const player = await this.players.player(vendor, String(session.memberId));
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
    const player = await this.players.player(vendor, playerId);
    return { balance: await this.balanceOf(player), currency: player.merchant.currency };
  }

  /** `bet`: takes the stake; needs a live session; opens (or adds to) the round. */
  async bet(vendor: TVendor, call: TBetCall, hook?: TBetHook): Promise<TBetAnswer> {
    const { session, player, gameType } = await this.betting(vendor, call);
    let detail: unknown = null;
    const answer = await this.once(vendor, player, betClaim(call), async (step) => {
      const booked = await bookBet(step, { ...call, gameId: session.gameId, gameType }, hook);
      detail = booked.detail;
      return postLines(step.tx, player, [booked.line]);
    });
    await this.keepAlive(session);
    return {
      ...answer,
      roundId: call.roundId,
      detail: answer.replayed ? await this.roundDetail(vendor, call.roundId) : detail,
    };
  }

  /**
   * `win`: pays into a round the player opened and that is still open; accepted after the session
   * ended. A win that would take the round past the vendor's maximum multiplier of its stake is
   * refused and leaves an audit alert for the operators (`client`: who sent it).
   */
  async win(vendor: TVendor, call: TWinCall, client?: TClientInfo): Promise<TWalletAnswer> {
    if (call.amount < 0) throw new AppError("AMOUNT_OUT_OF_RANGE");
    const player = await this.players.player(vendor, call.playerId);
    const at = this.ctx.now();
    const maxMultiplier = client ? vendor.maxWinMultiplier : undefined;
    try {
      return await this.once(vendor, player, winClaim(call), async (step) =>
        postLines(step.tx, player, await bookWin(step, { ...call, at, maxMultiplier })),
      );
    } catch (error) {
      if (error instanceof WinAboveLimit && client) {
        const alert = { ...call, vendorCode: vendor.code, merchantId: player.merchant.id };
        await recordWinAlert(this.ctx.database.db, error, alert, client);
      }
      throw error;
    }
  }

  /**
   * `rollback`: gives back a bet's stake. A rollback that arrives before its bet leaves a
   * tombstone under the bet's id, so the bet, when it comes, is refused and takes nothing.
   */
  async rollback(vendor: TVendor, call: TRollbackCall): Promise<TWalletAnswer> {
    const player = await this.players.player(vendor, call.playerId);
    return this.once(vendor, player, { ...call, kind: "rollback", amount: 0 }, (step) =>
      rollBack(step, call),
    );
  }

  /**
   * A round decided the moment it is played (Orchid's own slots): its bet and its closing win in
   * one transaction, each under its own vendor id exactly as `bet` and `win` would record them, so
   * a repeat of either answers the same. The win's amount comes from the bet's stored detail.
   */
  async betAndWin(
    vendor: TVendor,
    call: TBetCall & { winTxId: string },
    hook: TBetHook,
    winOf: (detail: unknown) => number,
  ): Promise<TBetAnswer> {
    const { session, player, gameType } = await this.betting(vendor, call);
    const at = this.ctx.now();
    const bet = betClaim(call);
    const betHash = hashOf(vendor, player, bet);
    const outcome = await withTransactionRetry(() =>
      this.ctx.database.db.transaction(async (tx) => {
        const betId = await this.claim(tx, vendor, player, bet, betHash);
        if (betId === undefined) {
          replayOf(await lockVendorTx(tx, vendor.code, call.txId), betHash, "bet");
          return undefined;
        }
        const step = { tx, vendorCode: vendor.code, player, claimId: betId, txId: call.txId };
        const booked = await bookBet(step, { ...call, gameId: session.gameId, gameType }, hook);
        const win = winClaim({
          ...call,
          txId: call.winTxId,
          amount: winOf(booked.detail),
          roundClosed: true,
        });
        const winId = await this.claim(tx, vendor, player, win, hashOf(vendor, player, win));
        if (winId === undefined) throw new AppError("CONFLICT");
        const winLines = await bookWin({ ...step, claimId: winId, txId: call.winTxId }, { ...win, at });
        // Both lines in one post: the accounts are locked once, at the end; the stake goes first.
        const balance = await postLines(tx, player, [booked.line, ...winLines]);
        await finishVendorTx(tx, betId, { balanceAfter: balance - win.amount });
        await finishVendorTx(tx, winId, { balanceAfter: balance });
        return { balance, detail: booked.detail };
      }),
    );
    await this.keepAlive(session);
    if (outcome) {
      this.ctx.walletEvents.publish("balance", [player.memberId]);
      return {
        ...outcome,
        currency: player.merchant.currency,
        txId: call.txId,
        roundId: call.roundId,
        replayed: false,
      };
    }
    // The bet was there already: its round stands, and its win is paid (or replayed) on its own.
    const detail = await this.roundDetail(vendor, call.roundId);
    const won = await this.win(vendor, {
      ...call,
      txId: call.winTxId,
      amount: winOf(detail),
      roundClosed: true,
    });
    return { ...won, txId: call.txId, roundId: call.roundId, detail, replayed: true };
  }

  /** The checks every bet passes first: a live session of this player, a positive stake. */
  private async betting(vendor: TVendor, call: TBetCall) {
    const session = await this.sessionOf(vendor, call.token);
    if (String(session.memberId) !== call.playerId) throw new AppError("FORBIDDEN");
    if (session.expiresAt <= this.ctx.now()) throw new AppError("GAME_SESSION_EXPIRED");
    if (call.amount <= 0) throw new AppError("AMOUNT_OUT_OF_RANGE");
    const player = await this.players.player(vendor, call.playerId);
    return { session, player, gameType: await this.players.gameTypeOf(session.gameId) };
  }

  /** Pushes the session's end forward, at most once a minute. */
  private async keepAlive(session: TGameSessionRow): Promise<void> {
    const now = this.ctx.now().getTime();
    if (session.expiresAt.getTime() - now > GAME_SESSION_IDLE_MS - TOUCH_EVERY_MS) return;
    await touchGameSession(
      this.ctx.database.db,
      session.id,
      new Date(now),
      new Date(now + GAME_SESSION_IDLE_MS),
    );
  }

  private claim(tx: TTx, vendor: TVendor, player: TPlayer, call: TClaim, hash: string) {
    return claimVendorTx(tx, {
      ...call,
      vendorCode: vendor.code,
      merchantId: player.merchant.id,
      memberId: player.memberId,
      status: "applied",
      requestHash: hash,
    });
  }

  /** Claims the vendor's id and runs `work` in one transaction; a taken id answers the stored outcome. */
  private async once(
    vendor: TVendor,
    player: TPlayer,
    call: TClaim,
    work: (step: TStepContext) => Promise<number>,
  ): Promise<TWalletAnswer> {
    const hash = hashOf(vendor, player, call);
    const outcome = await withTransactionRetry(() =>
      this.ctx.database.db.transaction(async (tx) => {
        const claimId = await this.claim(tx, vendor, player, call, hash);
        if (claimId === undefined)
          return replayOf(await lockVendorTx(tx, vendor.code, call.txId), hash, call.kind);
        const balance = await work({ tx, vendorCode: vendor.code, player, claimId, txId: call.txId });
        await finishVendorTx(tx, claimId, { balanceAfter: balance });
        return { balance, replayed: false };
      }),
    );
    if (!outcome.replayed) this.ctx.walletEvents.publish("balance", [player.memberId]);
    return { ...outcome, currency: player.merchant.currency, txId: call.txId };
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

  private async roundDetail(vendor: TVendor, roundId: string): Promise<unknown> {
    const [row] = rowsOf<{ detail: unknown }>(
      await this.ctx.database.db.execute(
        sql`select detail from game_rounds where vendor_code = ${vendor.code} and round_id = ${roundId}`,
      ),
    );
    return row?.detail ?? null;
  }
}

const betClaim = (call: TBetCall): TClaim => ({
  txId: call.txId,
  kind: "bet",
  roundId: call.roundId,
  amount: call.amount,
  refTxId: null,
});

const winClaim = (call: TWinCall): TClaim & { roundClosed: boolean } => ({
  txId: call.txId,
  kind: "win",
  roundId: call.roundId,
  amount: call.amount,
  refTxId: null,
  roundClosed: call.roundClosed,
});

/** The stored hash of a vendor call: the same call again matches it, another call does not. */
function hashOf(vendor: TVendor, player: TPlayer, call: TClaim): string {
  return requestHash({ vendor: vendor.code, player: player.memberId, ...call });
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
