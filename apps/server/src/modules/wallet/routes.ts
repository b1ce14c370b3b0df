import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { createServe } from "../../http/serve.ts";
import { memberBalance, merchantWallets } from "./balance-service.ts";
import { setPaymentPassword } from "./payment-password.ts";
import { accountRecord, bonusDetails, personalProfit } from "./records-service.ts";
import { transferBetweenWallets, transferToUpline } from "./transfer-service.ts";

/**
 * Wallet calls (spec §7 Wallet): balance, wallets, transfers, account record, bonus, profit and
 * loss, and the payment password. Who may call each (moving money refuses trial accounts) and
 * what it reads come from its contract entry (packages/contract/src/api/wallet.ts).
 */
export async function walletRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const db = ctx.database.db;
  const serve = createServe(app, ctx);

  serve("balance", async ({ merchant, member }) =>
    memberBalance(db, merchant, member.id, await ctx.transferVendors.list()),
  );

  serve("merchantWallets", async ({ member }) =>
    merchantWallets(db, member.id, await ctx.transferVendors.list()),
  );

  serve("walletTransfer", ({ merchant, member, input }) =>
    transferBetweenWallets(ctx, merchant, member, input),
  );

  serve("uplineTransfer", ({ merchant, member, input, client }) =>
    transferToUpline(ctx, merchant, member, input, client),
  );

  serve("paymentPassword", async ({ member, session, input, client }) => {
    await setPaymentPassword(ctx, { member, session }, input, client);
    return null;
  });

  serve("walletRecords", ({ merchant, member, input }) =>
    accountRecord(db, merchant, member.id, input, ctx.now()),
  );

  serve("bonusDetails", ({ merchant, member, input }) =>
    bonusDetails(db, merchant, member.id, input, ctx.now()),
  );

  serve("personalProfit", ({ merchant, member, input }) =>
    personalProfit(db, merchant, member.id, input, ctx.now()),
  );
}
