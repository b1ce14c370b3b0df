import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../../db/database.ts";

export type TVendor = {
  code: string;
  name: string;
  walletMode: "seamless" | "transfer";
  secret: string | null;
};

/** An enabled vendor by code, with its protocol secret. */
export async function findEnabledVendor(db: TDb, code: string): Promise<TVendor | undefined> {
  const [row] = rowsOf<{ code: string; name: string; wallet_mode: string; secret: string | null }>(
    await db.execute(
      sql`select code, name, wallet_mode, secret from game_vendors where code = ${code} and enabled`,
    ),
  );
  if (!row) return undefined;
  return {
    code: row.code,
    name: row.name,
    walletMode: row.wallet_mode === "transfer" ? "transfer" : "seamless",
    secret: row.secret,
  };
}
