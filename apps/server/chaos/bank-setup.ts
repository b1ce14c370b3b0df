import { eq } from "drizzle-orm";
import type { TDb } from "../src/db/database.ts";
import { merchants } from "../src/db/schema/merchants.ts";
import { DEMO_MERCHANT_CODE, seedDemo } from "../src/db/seed/seed-demo.ts";
import { findMemberByUsername, insertMember, type TMember } from "../src/modules/accounts/index.ts";
import { createPasswordHasher } from "../src/modules/session/password-hasher.ts";
import { postLedgerSteps } from "../src/modules/wallet/ledger.ts";
import { LedgerAccounts } from "../src/modules/wallet/ledger-accounts.ts";

/** Every chaos member's login password, payment password and payee name. */
export const CHAOS_PASSWORD = "Chaos1234";
export const CHAOS_PAYMENT_PASSWORD = "246810";
/** The demo merchant's currency, which a downline transfer names. */
export const CHAOS_CURRENCY = "MMK";
export const CHAOS_PAYEE = "Chaos Payee";

/** The demo merchant's withdrawal rules during a run: low enough that the daily count is reached. */
export const CHAOS_WITHDRAW_DAILY_COUNT = 12;
export const CHAOS_WITHDRAW_DAILY_MAX = 1_000_000_000;

export type TBankMember = { id: number; username: string; uplineId: number; isAgent: boolean };

export type TBankSetup = { merchantId: number; members: TBankMember[] };

const AGENTS = 8;

/**
 * Fills the freshly migrated chaos database before the server starts: the demo seed (its gateway
 * channel pointed at the simulator's port), `count` members — the first eight agents under
 * agent01, the rest spread under those agents — each with a payment password, a payee name and
 * an opening credit through the ledger, and the merchant's withdrawal rules for the run. Hashes
 * use a cheap argon2 cost: the run measures the wallet, not password hashing.
 */
export async function prepareBank(
  db: TDb,
  options: { gatewayPort: number; count: number; openingMinor: number },
): Promise<TBankSetup> {
  await seedDemo(db, new Date(), { gatewayUrl: `http://127.0.0.1:${options.gatewayPort}` });
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, DEMO_MERCHANT_CODE));
  if (!merchant) throw new Error("demo merchant missing after the seed");
  await db
    .update(merchants)
    .set({ withdrawDailyCount: CHAOS_WITHDRAW_DAILY_COUNT, withdrawDailyMaxMinor: CHAOS_WITHDRAW_DAILY_MAX })
    .where(eq(merchants.id, merchant.id));
  const agent01 = await findMemberByUsername(db, merchant.id, "agent01");
  if (!agent01) throw new Error("agent01 missing after the seed");

  const hasher = await createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
  const ledger = new LedgerAccounts(db);
  const members: TBankMember[] = [];
  const agents: TMember[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const isAgent = index < AGENTS;
    const upline = (isAgent ? undefined : agents[index % AGENTS]) ?? agent01;
    const username = `chaos${String(index).padStart(2, "0")}`;
    const row = await insertMember(
      db,
      {
        merchantId: merchant.id,
        username,
        passwordHash: await hasher.hash(CHAOS_PASSWORD),
        paymentPasswordHash: await hasher.hash(CHAOS_PAYMENT_PASSWORD),
        payeeName: CHAOS_PAYEE,
        type: isAgent ? 1 : 0,
        nickname: username,
        referralCode: `R${username.toUpperCase()}`,
        uplineId: upline.id,
        registerMethod: "WEB",
      },
      upline.agentPath,
    );
    if (isAgent) agents.push(row);
    const adjustments = await ledger.system(db, merchant.id, "adjustments", row.id);
    const main = await ledger.member(db, merchant.id, row.id, "main");
    await db.transaction((tx) =>
      postLedgerSteps(tx, merchant.id, [
        {
          phase: "posted",
          debit: adjustments,
          credit: main,
          amount: options.openingMinor,
          code: "adjustment",
          key: `chaos-opening:${row.id}`,
          memo: "Chaos opening balance",
        },
      ]),
    );
    members.push({ id: row.id, username, uplineId: upline.id, isAgent });
  }
  return { merchantId: merchant.id, members };
}
