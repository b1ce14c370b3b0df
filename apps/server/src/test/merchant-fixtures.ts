import { readFileSync } from "node:fs";
import path from "node:path";
import type { TRegisterField, TStoredRegisterRule } from "@orchid/contract/register-rules";
import { count, eq, sql } from "drizzle-orm";
import { authEvents, members } from "../db/schema/accounts.ts";
import { merchants } from "../db/schema/merchants.ts";
import { setToggle } from "../modules/system/set-toggle.ts";
import type { TTestApp } from "./test-app.ts";

/** The demo merchant's row in a test database. */
export async function demoMerchant(t: TTestApp) {
  const [row] = await t.ctx.database.db.select().from(merchants).where(eq(merchants.code, "demo"));
  if (!row) throw new Error("demo merchant missing");
  return row;
}

/** Switches one settings-tree toggle of the demo merchant (MERCHANT_CACHE_MS is 0 in tests). */
export async function setDemoToggle(t: TTestApp, modId: string, enabled: boolean): Promise<void> {
  const merchant = await demoMerchant(t);
  const settingsTree = setToggle(merchant.settingsTree, modId, enabled);
  if (!settingsTree) throw new Error(`no toggle ${modId}`);
  await t.ctx.database.db.update(merchants).set({ settingsTree }).where(eq(merchants.id, merchant.id));
  t.ctx.merchants.invalidate();
}

/** Changes parts of one registration rule of the demo merchant. */
export async function setRegisterRule(
  t: TTestApp,
  field: TRegisterField,
  change: Partial<TStoredRegisterRule>,
): Promise<void> {
  const merchant = await demoMerchant(t);
  const registerRules = {
    ...merchant.registerRules,
    [field]: { ...merchant.registerRules[field], ...change },
  };
  await t.ctx.database.db.update(merchants).set({ registerRules }).where(eq(merchants.id, merchant.id));
  t.ctx.merchants.invalidate();
}

/** Other demo merchant columns (system status, password expiry, code expiry…). */
export async function updateDemoMerchant(
  t: TTestApp,
  change: Partial<typeof merchants.$inferInsert>,
): Promise<void> {
  const merchant = await demoMerchant(t);
  await t.ctx.database.db.update(merchants).set(change).where(eq(merchants.id, merchant.id));
  t.ctx.merchants.invalidate();
}

export async function countMembers(t: TTestApp): Promise<number> {
  const [row] = await t.ctx.database.db.select({ n: count() }).from(members);
  return row?.n ?? 0;
}

export async function memberRow(t: TTestApp, username: string) {
  const [row] = await t.ctx.database.db
    .select()
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`);
  return row;
}

export async function authEventsOf(t: TTestApp, subject: string) {
  return t.ctx.database.db.select().from(authEvents).where(eq(authEvents.subject, subject.toLowerCase()));
}

const EN = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../../../packages/i18n/locales/EN.json"), "utf8"),
) as Record<string, string>;

/** Whether a message is a translation key the English catalogue holds. */
export function isTranslationKey(message: string): boolean {
  return typeof EN[message] === "string";
}
