import { randomBytes } from "node:crypto";
import { findMemberByUsername } from "../../modules/accounts/index.ts";
import { LedgerAccounts, postLedgerSteps } from "../../modules/wallet/index.ts";
import type { TTx } from "../database.ts";
import { gameVendors } from "../schema/games.ts";
import { paymentChannels } from "../schema/payments.ts";
import {
  DEMO_BANK_CHANNEL,
  DEMO_GATEWAY_CHANNEL,
  DEMO_OPENING_BALANCES,
  DEMO_TRANSFER_VENDORS,
} from "./demo-content/payments.ts";

/**
 * The demo's money: transfer-wallet vendors, a gateway channel on the bundled simulator (with a
 * fresh random secret) and a bank channel, and opening balances credited through the ledger.
 */
export async function seedDemoMoney(tx: TTx, merchantId: number, gatewayUrl: string): Promise<void> {
  await tx
    .insert(gameVendors)
    .values(DEMO_TRANSFER_VENDORS.map((v) => ({ ...v, walletMode: "transfer" })))
    .onConflictDoNothing();
  await tx.insert(paymentChannels).values([
    {
      merchantId,
      kind: "gateway",
      name: DEMO_GATEWAY_CHANNEL.name,
      sortOrder: 1,
      minMinor: DEMO_GATEWAY_CHANNEL.minMinor,
      maxMinor: DEMO_GATEWAY_CHANNEL.maxMinor,
      feeBps: DEMO_GATEWAY_CHANNEL.feeBps,
      feeFixedMinor: DEMO_GATEWAY_CHANNEL.feeFixedMinor,
      gatewayUrl,
      gatewayMerchantNo: DEMO_GATEWAY_CHANNEL.merchantNo,
      gatewaySecret: randomBytes(32).toString("hex"),
    },
    {
      merchantId,
      kind: "bank",
      name: DEMO_BANK_CHANNEL.name,
      sortOrder: 2,
      minMinor: DEMO_BANK_CHANNEL.minMinor,
      maxMinor: DEMO_BANK_CHANNEL.maxMinor,
      bank: DEMO_BANK_CHANNEL.bank,
    },
  ]);
  const accounts = new LedgerAccounts(tx);
  for (const [username, amount] of Object.entries(DEMO_OPENING_BALANCES)) {
    const member = await findMemberByUsername(tx, merchantId, username);
    if (!member) continue;
    await postLedgerSteps(tx, merchantId, [
      {
        phase: "posted",
        debit: await accounts.system(tx, merchantId, "adjustments", member.id),
        credit: await accounts.member(tx, merchantId, member.id, "main"),
        amount,
        code: "adjustment",
        key: `demo-opening:${member.id}`,
        memo: "Demo opening balance",
      },
    ]);
  }
}
