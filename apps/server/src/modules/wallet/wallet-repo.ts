import { and, asc, eq, sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../db/database.ts";
import { gameVendors } from "../../db/schema/games.ts";
import { WALLET_KINDS } from "./ledger-accounts.ts";

/** The wallet kinds as a SQL array literal's text. */
export const WALLET_KIND_LIST = `{${WALLET_KINDS.join(",")}}`;

export type TMemberAccountRow = { id: number; kind: string; wallet: string; available: number; held: number };

/**
 * A member's wallets (main and game wallets; never a bonus or points account) with available
 * (posted − held) and held amounts.
 */
export async function memberAccounts(db: TDb | TTx, memberId: number): Promise<TMemberAccountRow[]> {
  const rows = rowsOf<{ id: string; kind: string; wallet: string; available: string; held: string }>(
    await db.execute(sql`
      select id, kind, wallet, credits_posted - debits_posted - debits_pending as available,
        debits_pending as held
      from ledger_accounts where member_id = ${memberId} and kind = any(${WALLET_KIND_LIST}::text[])`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    wallet: row.wallet,
    available: Number(row.available),
    held: Number(row.held),
  }));
}

export type TTransferVendor = { code: string; name: string };

/** Enabled game vendors whose money sits in a per-member transfer wallet, in display order. */
export async function transferVendors(db: TDb | TTx): Promise<TTransferVendor[]> {
  return db
    .select({ code: gameVendors.code, name: gameVendors.name })
    .from(gameVendors)
    .where(and(eq(gameVendors.walletMode, "transfer"), eq(gameVendors.enabled, true)))
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
}
