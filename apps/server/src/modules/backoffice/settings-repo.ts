import { eq, sql } from "drizzle-orm";
import type { TTx } from "../../db/database.ts";
import { merchants } from "../../db/schema/merchants.ts";
import type { TMerchant } from "../system/merchant-repo.ts";

/** The merchant columns the console's settings calls may change. */
export type TMerchantSettingsPatch = Partial<
  Pick<
    TMerchant,
    | "systemStatus"
    | "maintenanceMessage"
    | "regionRestrictionEnabled"
    | "regionAllow"
    | "regionDeny"
    | "settingsTree"
    | "registerRules"
    | "languages"
    | "defaultLanguage"
    | "currency"
    | "currencySymbol"
    | "timeZone"
    | "customerService"
    | "resources"
    | "imageCdns"
    | "launchGameCdns"
    | "defaultWeakPasswordHash"
    | "passwordExpiryDays"
  >
>;

/** The merchant row, locked until the transaction ends so two console changes never interleave. */
export async function lockMerchant(tx: TTx, merchantId: number): Promise<TMerchant> {
  const [row] = await tx.select().from(merchants).where(eq(merchants.id, merchantId)).for("update");
  if (!row) throw new Error(`merchant ${merchantId} vanished`);
  return row;
}

export async function updateMerchantSettings(
  tx: TTx,
  merchantId: number,
  patch: TMerchantSettingsPatch,
): Promise<void> {
  await tx
    .update(merchants)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(merchants.id, merchantId));
}
