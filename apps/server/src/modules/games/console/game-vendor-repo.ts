import { and, asc, count, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { TDb, TTx } from "../../../db/database.ts";
import { games, gameVendors } from "../../../db/schema/games.ts";
import { ledgerAccounts } from "../../../db/schema/wallet.ts";

export type TGameVendorRow = typeof gameVendors.$inferSelect;
export type TGameVendorPatch = Partial<
  Pick<TGameVendorRow, "name" | "enabled" | "walletMode" | "sortOrder" | "maxWinMultiplier">
>;
export type TVendorWithCounts = TGameVendorRow & { gameCount: number; enabledGameCount: number };

/** Vendors in display order with how many games each has (and how many are enabled). */
export async function listVendorsWithCounts(db: TDb, code?: string): Promise<TVendorWithCounts[]> {
  const rows = await db
    .select({
      vendor: gameVendors,
      gameCount: count(games.id),
      enabledGameCount: sql<number>`count(${games.id}) filter (where ${games.enabled})::int`,
    })
    .from(gameVendors)
    .leftJoin(games, eq(games.vendorCode, gameVendors.code))
    .where(code === undefined ? undefined : eq(gameVendors.code, code))
    .groupBy(gameVendors.code)
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
  return rows.map((row) => ({
    ...row.vendor,
    gameCount: Number(row.gameCount),
    enabledGameCount: Number(row.enabledGameCount),
  }));
}

/** The vendor, locked for the rest of the transaction (two operators never interleave a change). */
export async function lockVendor(tx: TTx, code: string): Promise<TGameVendorRow | undefined> {
  const [row] = await tx.select().from(gameVendors).where(eq(gameVendors.code, code)).for("update");
  return row;
}

export async function updateVendor(
  tx: TTx,
  code: string,
  patch: TGameVendorPatch & { secret?: string },
): Promise<void> {
  await tx.update(gameVendors).set(patch).where(eq(gameVendors.code, code));
}

/**
 * Whether any member's game wallet of this vendor holds or awaits money. A scan of the ledger's
 * accounts (no index leads with the wallet): it runs only when a platform operator switches a
 * vendor's wallet mode.
 */
export async function hasMoneyInVendorWallets(tx: TTx, code: string): Promise<boolean> {
  const holds: SQL = sql`(${ledgerAccounts.creditsPosted} <> ${ledgerAccounts.debitsPosted}
    or ${ledgerAccounts.debitsPending} <> 0 or ${ledgerAccounts.creditsPending} <> 0)`;
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.wallet, code), isNotNull(ledgerAccounts.memberId), holds))
    .limit(1);
  return row !== undefined;
}
