import { eq } from "drizzle-orm";
import { loadConfig } from "../../apps/server/src/config.ts";
import type { TDb } from "../../apps/server/src/db/database.ts";
import { merchants } from "../../apps/server/src/db/schema/merchants.ts";
import { insertMember } from "../../apps/server/src/modules/accounts/index.ts";
import { createPasswordHasher } from "../../apps/server/src/modules/session/password-hasher.ts";
import { postLedgerSteps } from "../../apps/server/src/modules/wallet/ledger.ts";
import { LedgerAccounts } from "../../apps/server/src/modules/wallet/ledger-accounts.ts";

export type TFundedMember = { id: number; username: string };

export type TFundedMembersOptions = {
  merchantCode: string;
  count: number;
  /** Every member's password (one argon2id hash, as the server makes it, shared by all). */
  password: string;
  /** Credited to each main wallet, in minor units. */
  openingMinor: number;
  usernamePrefix: string;
};

/**
 * Inserts `count` active members of the merchant straight into its (migrated, seeded) database
 * and credits each main wallet through the real ledger, as an operator adjustment would: debit
 * the merchant's `adjustments` account, credit the member's `main` account.
 */
export async function createFundedMembers(db: TDb, options: TFundedMembersOptions): Promise<TFundedMember[]> {
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, options.merchantCode));
  if (!merchant) throw new Error(`merchant ${options.merchantCode} is not seeded`);
  const passwordHash = await (await createPasswordHasher(loadConfig({}).argon2)).hash(options.password);
  const ledger = new LedgerAccounts(db);
  const created: TFundedMember[] = [];
  for (let index = 1; index <= options.count; index += 1) {
    const username = `${options.usernamePrefix}${String(index).padStart(3, "0")}`;
    const values = {
      merchantId: merchant.id,
      username,
      passwordHash,
      nickname: username,
      referralCode: username.toUpperCase(),
    };
    const member = await db.transaction((tx) => insertMember(tx, values, null));
    const debit = await ledger.system(db, merchant.id, "adjustments", member.id);
    const credit = await ledger.member(db, merchant.id, member.id, "main");
    await db.transaction((tx) =>
      postLedgerSteps(tx, merchant.id, [
        {
          phase: "posted",
          debit,
          credit,
          amount: options.openingMinor,
          code: "adjustment",
          key: `bench:opening:${member.id}`,
          memo: "bench opening balance",
        },
      ]),
    );
    created.push({ id: member.id, username });
  }
  return created;
}
