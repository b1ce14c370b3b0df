import { eq, sql } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { merchantDomains, merchants } from "../../db/schema/merchants.ts";

export type TMerchant = typeof merchants.$inferSelect;
export type TMerchantDomain = typeof merchantDomains.$inferSelect;

type TExecutor = TDb | TTx;

export async function findMerchantByCode(db: TExecutor, code: string): Promise<TMerchant | undefined> {
  const rows = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
  return rows[0];
}

export async function findMerchantById(db: TExecutor, id: number): Promise<TMerchant | undefined> {
  const rows = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return rows[0];
}

export async function findMerchantByHost(
  db: TExecutor,
  host: string,
): Promise<{ merchant: TMerchant; domain: TMerchantDomain } | undefined> {
  const rows = await db
    .select({ merchant: merchants, domain: merchantDomains })
    .from(merchantDomains)
    .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
    .where(eq(merchantDomains.host, host))
    .limit(1);
  return rows[0];
}

export async function listMerchantDomains(db: TExecutor, merchantId: number): Promise<TMerchantDomain[]> {
  return db
    .select()
    .from(merchantDomains)
    .where(eq(merchantDomains.merchantId, merchantId))
    .orderBy(merchantDomains.id);
}

/** The merchant columns that change after creation (console settings, development switches). */
export type TMerchantPatch = Partial<
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
    | "passwordMinScore"
    | "withdrawMinMinor"
    | "withdrawMaxMinor"
    | "withdrawDailyCount"
    | "withdrawDailyMaxMinor"
    | "withdrawFourEyesMinMinor"
    | "payoutConfirmMinutes"
  >
>;

export async function updateMerchant(
  db: TExecutor,
  merchantId: number,
  patch: TMerchantPatch,
): Promise<void> {
  await db
    .update(merchants)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(merchants.id, merchantId));
}
