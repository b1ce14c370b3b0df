import { eq } from "drizzle-orm";
import type { TTx } from "../../db/database.ts";
import { withdrawals } from "../../db/schema/payments.ts";
import { withdrawalOrderNo } from "./order-number.ts";

/**
 * A withdrawal order number no row has yet. Forty random bits make a repeat within a day
 * vanishingly rare; the check keeps even that from failing the request (the unique index
 * remains the last word).
 */
export async function uniqueOrderNo(tx: TTx, at: Date, timeZone: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const orderNo = withdrawalOrderNo(at, timeZone);
    const taken = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.orderNo, orderNo));
    if (taken.length === 0) return orderNo;
  }
  throw new Error("no free withdrawal order number after 5 tries");
}
