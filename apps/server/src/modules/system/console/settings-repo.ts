import { eq } from "drizzle-orm";
import type { TTx } from "../../../db/database.ts";
import { merchants } from "../../../db/schema/merchants.ts";
import type { TMerchant } from "../../merchants/index.ts";

/** The merchant row, locked until the transaction ends so two console changes never interleave. */
export async function lockMerchant(tx: TTx, merchantId: number): Promise<TMerchant> {
  const [row] = await tx.select().from(merchants).where(eq(merchants.id, merchantId)).for("update");
  if (!row) throw new Error(`merchant ${merchantId} vanished`);
  return row;
}
