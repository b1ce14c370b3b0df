import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../../db/database.ts";

export type TVendor = {
  code: string;
  name: string;
  walletMode: "seamless" | "transfer";
  secret: string | null;
  /** A round may pay at most this many times its stake (`win` calls; docs/vendor-wallet.md). */
  maxWinMultiplier: number;
};

/** An enabled vendor by code, with its protocol secret. */
export async function findEnabledVendor(db: TDb, code: string): Promise<TVendor | undefined> {
  const [row] = rowsOf<{
    code: string;
    name: string;
    wallet_mode: string;
    secret: string | null;
    max_win_multiplier: number;
  }>(
    await db.execute(sql`
      select code, name, wallet_mode, secret, max_win_multiplier from game_vendors
      where code = ${code} and enabled`),
  );
  if (!row) return undefined;
  return {
    code: row.code,
    name: row.name,
    walletMode: row.wallet_mode === "transfer" ? "transfer" : "seamless",
    secret: row.secret,
    maxWinMultiplier: Number(row.max_win_multiplier),
  };
}
