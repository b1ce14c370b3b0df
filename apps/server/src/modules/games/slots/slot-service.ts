import type { TSlotHistoryRow, TSlotRound, TSlotSession, ZSlotSpinRequest } from "@orchid/contract/slots";
import { CryptoRandomSource } from "@orchid/games/crypto-random-source";
import { findSlotModel } from "@orchid/games/models/slot-models";
import type { TSlotModel } from "@orchid/games/slot-model";
import { checkBet, spin } from "@orchid/games/spin";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { rowsOf } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { bonusSpinHistory, bonusSpinsFor, playBonusSpin } from "../../engagement/index.ts";
import { hashOpaqueToken } from "../../session/index.ts";
import type { VendorWallet } from "../vendor-wallet/vendor-wallet-service.ts";
import type { TVendor } from "../vendor-wallet/vendors-repo.ts";
import { feedJackpot, jackpotMinor } from "./jackpot-pool.ts";
import { presentSlotGame, storedSlotRound, type TStoredSlotRound } from "./slot-presenter.ts";

/** Rounds the game page's history shows. */
const HISTORY_ROUNDS = 20;

type TSlotContext = {
  vendor: TVendor;
  memberId: number;
  game: { id: number; name: string; vendorName: string; theme: string | null; minBet: number };
  model: TSlotModel;
};

/**
 * Orchid's own slot games, played from their game page with the launch token. The game server
 * stands where a third-party vendor would: it authenticates the token and settles every round
 * through the vendor wallet as a bet and a win that closes the round (`betAndWin`: both in one
 * transaction, each under its own vendor id), so its money follows exactly the rules any
 * vendor's does.
 */
export class SlotGames {
  private readonly rng = new CryptoRandomSource();

  constructor(
    private readonly ctx: TAppContext,
    private readonly wallet: VendorWallet,
  ) {}

  async session(token: string): Promise<TSlotSession> {
    const { vendor, game, model } = await this.slotOf(token);
    const player = await this.wallet.authenticate(vendor, token);
    const merchantId = await this.merchantOf(Number(player.playerId));
    const jackpot = model.spec.jackpot
      ? await jackpotMinor(this.ctx.database.db, merchantId, model.spec.id)
      : null;
    const memberId = Number(player.playerId);
    return {
      game: presentSlotGame(game, model, jackpot),
      balance: player.balance,
      currency: player.currency,
      bonusSpins: await bonusSpinsFor(this.ctx.database.db, memberId, game.id, this.ctx.now()),
    };
  }

  /**
   * One round, settled as a bet and a closing win in one transaction; the same `roundKey` again
   * answers the same round.
   */
  async spin(input: z.output<typeof ZSlotSpinRequest>): Promise<TSlotRound> {
    const slot = await this.slotOf(input.token);
    if (input.bonusSpin) return this.bonusSpin(slot, input);
    const { vendor, game, model, memberId } = slot;
    const bet = { lines: input.lines, betPerLine: input.betPerLine };
    try {
      checkBet(model, bet);
    } catch {
      throw new AppError("BET_NOT_ALLOWED");
    }
    if (bet.lines * bet.betPerLine < game.minBet) throw new AppError("BET_NOT_ALLOWED");
    const playerId = String(memberId);
    const roundId = `${playerId}-${input.roundKey}`;
    const outcome = spin(model, bet, this.rng);
    const settled = await this.wallet.betAndWin(
      vendor,
      {
        playerId,
        token: input.token,
        txId: `${roundId}:bet`,
        winTxId: `${roundId}:win`,
        roundId,
        amount: outcome.totalBet,
      },
      async (tx, { merchantId, isTrial }) => {
        // Play credit neither feeds the merchant's real jackpot nor can win it.
        const jackpot = isTrial ? null : outcome.jackpot;
        const pool = { merchantId, modelId: model.spec.id, memberId };
        const jackpotWin = jackpot
          ? await feedJackpot(tx, pool, jackpot.contributionPoolUnits, jackpot.isHit)
          : 0;
        return storedSlotRound(outcome, jackpotWin, this.ctx.now());
      },
      (detail) => (detail as TStoredSlotRound).totalWin,
    );
    // On a repeated key the stored round stands, whatever was just drawn.
    const round = settled.detail as TStoredSlotRound;
    return { ...round, roundId: input.roundKey, balance: settled.balance, bonusSpins: null };
  }

  /**
   * One of the member's free spins from a bonus campaign, at the pack's own bet: the merchant's
   * stake, so the wallet does not move; the win is kept on the pack and becomes a bonus grant with
   * the last spin. Free spins neither feed nor win the jackpot.
   */
  private async bonusSpin(
    { vendor, game, model, memberId }: TSlotContext,
    input: z.output<typeof ZSlotSpinRequest>,
  ): Promise<TSlotRound> {
    const played = await playBonusSpin(
      this.ctx,
      { memberId, gameId: game.id, roundKey: input.roundKey },
      (bet) => {
        const round = storedSlotRound(spin(model, bet, this.rng), 0, this.ctx.now());
        return { detail: round, win: round.totalWin };
      },
    );
    const player = await this.wallet.authenticate(vendor, input.token);
    return { ...played.detail, roundId: input.roundKey, balance: player.balance, bonusSpins: played.spins };
  }

  async history(token: string): Promise<TSlotHistoryRow[]> {
    const { vendor, memberId, game } = await this.slotOf(token);
    const prefix = `${memberId}-`;
    const rows = rowsOf<{
      round_id: string;
      stake: string;
      win: string;
      detail: TStoredSlotRound | null;
      created_at: string;
    }>(
      await this.ctx.database.db.execute(sql`
        select round_id, stake, win, detail, created_at from game_rounds
        where member_id = ${memberId} and game_id = ${game.id} and vendor_code = ${vendor.code}
          and status <> 'cancelled'
        order by created_at desc, id desc limit ${HISTORY_ROUNDS}`),
    );
    const paid = rows.map((row) => ({
      roundId: row.round_id.startsWith(prefix) ? row.round_id.slice(prefix.length) : row.round_id,
      totalBet: Number(row.stake),
      totalWin: Number(row.win),
      freeSpins: row.detail?.freeSpins?.awarded ?? 0,
      playedAt: new Date(row.created_at).toISOString(),
      bonusSpin: false,
    }));
    const free = await bonusSpinHistory(this.ctx.database.db, memberId, game.id, HISTORY_ROUNDS);
    return [...paid, ...free]
      .sort((a, b) => Date.parse(b.playedAt) - Date.parse(a.playedAt))
      .slice(0, HISTORY_ROUNDS);
  }

  /** The game behind a launch token, with its vendor and maths model. */
  private async slotOf(token: string): Promise<TSlotContext> {
    const [row] = rowsOf<{
      vendor_code: string;
      member_id: number;
      id: string | number;
      name: string;
      vendor_name: string;
      theme: string | null;
      min_bet: number;
      maths_model: string | null;
    }>(
      await this.ctx.database.db.execute(sql`
        select s.vendor_code, s.member_id, g.id, coalesce(g.names ->> s.language, g.names ->> 'EN') as name, v.name as vendor_name,
          g.theme, g.min_bet, g.maths_model
        from game_sessions s join games g on g.id = s.game_id join game_vendors v on v.code = s.vendor_code
        where s.token_hash = ${hashOpaqueToken(token)}`),
    );
    if (!row) throw new AppError("GAME_SESSION_EXPIRED");
    const vendor = await this.wallet.vendors.get(row.vendor_code);
    const model = row.maths_model ? findSlotModel(row.maths_model) : undefined;
    if (!vendor || !model) throw new AppError("GAME_UNAVAILABLE");
    return {
      vendor,
      memberId: row.member_id,
      model,
      game: {
        id: Number(row.id),
        name: row.name,
        vendorName: row.vendor_name,
        theme: row.theme,
        minBet: row.min_bet,
      },
    };
  }

  private async merchantOf(memberId: number): Promise<number> {
    const [row] = rowsOf<{ merchant_id: number }>(
      await this.ctx.database.db.execute(sql`select merchant_id from members where id = ${memberId}`),
    );
    if (!row) throw new AppError("NOT_FOUND");
    return row.merchant_id;
  }
}
