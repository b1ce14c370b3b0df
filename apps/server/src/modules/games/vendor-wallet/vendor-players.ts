import { TRIAL_TYPE } from "@orchid/contract/member";
import { sql } from "drizzle-orm";
import type { TAppContext } from "../../../app-context.ts";
import { rowsOf } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import type { TMerchant } from "../../merchants/index.ts";
import type { TVendor } from "./vendors-repo.ts";

/**
 * A player as the wallet moves their money: the account the vendor plays from and the account on
 * the other side of every stake and win (`houseId`: a house shard; for a trial account, the
 * merchant's trial account its play credit came from, so free play never touches real money).
 */
export type TPlayer = {
  merchant: TMerchant;
  memberId: number;
  accountId: number;
  houseId: number;
  isTrial: boolean;
};

/**
 * Finds the player behind a vendor's `playerId` (the member id `authenticate` answered) and the
 * game type of a game. A member's merchant and account type never change (a trial account stays
 * one, and no account becomes one), nor a game's type, so they are remembered once read; ledger
 * account ids are cached by `LedgerAccounts` itself.
 */
export class VendorPlayers {
  private readonly members = new Map<number, { merchantCode: string; isTrial: boolean }>();
  private readonly gameTypes = new Map<number, string>();

  constructor(private readonly ctx: TAppContext) {}

  async player(vendor: TVendor, playerId: string): Promise<TPlayer> {
    if (!/^[1-9][0-9]{0,9}$/.test(playerId)) throw new AppError("NOT_FOUND");
    const memberId = Number(playerId);
    const db = this.ctx.database.db;
    let known = this.members.get(memberId);
    if (known === undefined) {
      const [row] = rowsOf<{ code: string; type: number }>(
        await db.execute(sql`
          select mc.code, m.type from members m join merchants mc on mc.id = m.merchant_id
          where m.id = ${memberId}`),
      );
      if (!row) throw new AppError("NOT_FOUND");
      known = { merchantCode: row.code, isTrial: Number(row.type) === TRIAL_TYPE };
      if (this.members.size > 100_000) this.members.clear();
      this.members.set(memberId, known);
    }
    const { merchantCode, isTrial } = known;
    const merchant = await this.ctx.merchants.byMerchantCode(merchantCode);
    if (!merchant) throw new AppError("NOT_FOUND");
    const accountId =
      vendor.walletMode === "transfer"
        ? await this.ctx.ledger.member(db, merchant.id, memberId, "game", vendor.code)
        : await this.ctx.ledger.member(db, merchant.id, memberId, "main");
    const houseId = await this.ctx.ledger.system(db, merchant.id, isTrial ? "trial" : "house", memberId);
    return { merchant, memberId, accountId, houseId, isTrial };
  }

  async gameTypeOf(gameId: number): Promise<string> {
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
}
