import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../db/database.ts";

/**
 * A member's accounts: the main wallet and one wallet per transfer-mode game vendor (the wallets
 * money moves between, `WALLET_KINDS`), then the locked bonus grants and the loyalty points
 * (decisions/0022), which are not wallets.
 */
export type TMemberAccountKind = "main" | "game" | "bonus" | "points";

/** The member account kinds that are wallets: what balances, records and transfers show and move. */
export const WALLET_KINDS: readonly TMemberAccountKind[] = ["main", "game"];

/** What an account counts: minor units of money, or loyalty points. */
export type TLedgerUnit = "minor" | "points";

/** The unit of an account of that kind: points for the points kinds, money for every other. */
export const unitOfKind = (kind: TMemberAccountKind | TSystemAccountKind): TLedgerUnit =>
  kind === "points" ? "points" : "minor";

/** A merchant's own accounts; each is split into shards (rows) so none becomes a hot row. */
export type TSystemAccountKind =
  | "house"
  | "deposits"
  | "withdrawals"
  | "fees"
  | "bonus"
  | "adjustments"
  | "trial"
  /** What the platform pays the top agents of contract chains (salaries, wages, dividends). */
  | "agent_pay"
  /** Where the merchant's loyalty points come from and go back to (unit points). */
  | "points"
  /** What members pay in cash for points-mall products. */
  | "mall";

export const SYSTEM_SHARDS = 8;
/** Every game bet and win touches the house: it gets more shards than the quieter accounts. */
export const HOUSE_SHARDS = 64;

/**
 * Finds (and on first use creates) ledger accounts. Member accounts may never be overdrawn;
 * the merchant's own accounts may. Ids never change once made, so they are cached — but only
 * when looked up through the root handle (autocommitted): an id first seen inside a transaction
 * could belong to a row that transaction later undoes.
 */
export class LedgerAccounts {
  private readonly ids = new Map<string, number>();

  constructor(private readonly root: TDb) {}

  /** The member's account of that kind (`wallet` names the vendor of a game wallet). */
  async member(
    db: TDb | TTx,
    merchantId: number,
    memberId: number,
    kind: TMemberAccountKind,
    wallet = "",
  ): Promise<number> {
    const cacheKey = `m:${memberId}:${kind}:${wallet}`;
    const cached = this.ids.get(cacheKey);
    if (cached !== undefined) return cached;
    await db.execute(sql`
      insert into ledger_accounts (merchant_id, member_id, kind, wallet, unit, must_not_overdraw)
      values (${merchantId}, ${memberId}, ${kind}, ${wallet}, ${unitOfKind(kind)}, true)
      on conflict (member_id, kind, wallet) where member_id is not null do nothing`);
    const [row] = rowsOf<{ id: string | number }>(
      await db.execute(sql`
        select id from ledger_accounts
        where member_id = ${memberId} and kind = ${kind} and wallet = ${wallet}
          and merchant_id = ${merchantId}`),
    );
    if (!row) throw new Error(`ledger account of member ${memberId} missing`);
    return this.remember(db, cacheKey, Number(row.id));
  }

  /**
   * Many members' main accounts at once (made on first use), for settlements that pay thousands
   * of members in one transaction: one insert and one select instead of two queries a member.
   */
  async memberMains(
    db: TDb | TTx,
    merchantId: number,
    memberIds: readonly number[],
  ): Promise<Map<number, number>> {
    const found = new Map<number, number>();
    const missing = [...new Set(memberIds)].filter((id) => {
      const cached = this.ids.get(`m:${id}:main:`);
      if (cached !== undefined) found.set(id, cached);
      return cached === undefined;
    });
    if (missing.length === 0) return found;
    const list = sql`${`{${missing.join(",")}}`}::int[]`;
    await db.execute(sql`
      insert into ledger_accounts (merchant_id, member_id, kind, wallet, must_not_overdraw)
      select ${merchantId}, id, 'main', '', true from unnest(${list}) as id
      on conflict (member_id, kind, wallet) where member_id is not null do nothing`);
    const rows = rowsOf<{ id: string | number; member_id: number }>(
      await db.execute(sql`
        select id, member_id from ledger_accounts
        where member_id = any(${list}) and kind = 'main' and wallet = '' and merchant_id = ${merchantId}`),
    );
    for (const row of rows)
      found.set(row.member_id, this.remember(db, `m:${row.member_id}:main:`, Number(row.id)));
    return found;
  }

  /** The merchant's account of that kind, on the shard chosen by the member it serves. */
  async system(
    db: TDb | TTx,
    merchantId: number,
    kind: TSystemAccountKind,
    shardOf: number,
  ): Promise<number> {
    const shard = Math.abs(shardOf) % (kind === "house" ? HOUSE_SHARDS : SYSTEM_SHARDS);
    const cacheKey = `s:${merchantId}:${kind}:${shard}`;
    const cached = this.ids.get(cacheKey);
    if (cached !== undefined) return cached;
    await db.execute(sql`
      insert into ledger_accounts (merchant_id, member_id, kind, shard, unit, must_not_overdraw)
      values (${merchantId}, null, ${kind}, ${shard}, ${unitOfKind(kind)}, false)
      on conflict (merchant_id, kind, shard) where member_id is null do nothing`);
    const [row] = rowsOf<{ id: string | number }>(
      await db.execute(sql`
        select id from ledger_accounts
        where merchant_id = ${merchantId} and member_id is null and kind = ${kind} and shard = ${shard}`),
    );
    if (!row) throw new Error(`ledger account ${kind}/${shard} missing`);
    return this.remember(db, cacheKey, Number(row.id));
  }

  private remember(db: TDb | TTx, cacheKey: string, id: number): number {
    if (db === this.root) this.ids.set(cacheKey, id);
    return id;
  }
}
