import { ZPaymentPasswordRequest } from "@orchid/contract/payments";
import {
  ZBonusQuery,
  ZProfitQuery,
  ZRecordQuery,
  ZUplineTransferRequest,
  ZWalletTransferRequest,
} from "@orchid/contract/wallet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { sealedBody } from "../session/sealed-body.ts";
import { clientInfo, requireMember } from "../session/session-service.ts";
import { resolveMerchant } from "../system/resolve-merchant.ts";
import { memberBalance, merchantWallets } from "./balance-service.ts";
import { setPaymentPassword } from "./payment-password.ts";
import { accountRecord, bonusDetails, personalProfit } from "./records-service.ts";
import { transferBetweenWallets, transferToUpline } from "./transfer-service.ts";

/** Wallet calls (spec §7 Wallet): balance, wallets, transfers, account record, bonus, profit and loss. */
export async function walletRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const db = ctx.database.db;

  async function member(request: FastifyRequest, realAccountOnly = false) {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const { member, session } = await requireMember(ctx, request, merchant.id, { realAccountOnly });
    return { merchant, member, session };
  }

  app.get("/wps/v2/wallets/balance", async (request) => {
    const { merchant, member: who } = await member(request);
    return ok(await memberBalance(db, merchant, who.id, await ctx.transferVendors.list()));
  });

  app.get("/wps/v2/wallets/merchant", async (request) => {
    const { member: who } = await member(request);
    return ok(await merchantWallets(db, who.id, await ctx.transferVendors.list()));
  });

  // Moving money between wallets is a real-money call: a trial account is refused (NEED_TRUE_ACCOUNT).
  app.post("/wps/v2/wallets/transfer", async (request) => {
    const { merchant, member: who } = await member(request, true);
    const input = ZWalletTransferRequest.parse(request.body);
    return ok(await transferBetweenWallets(ctx, merchant, who, input));
  });

  app.post("/wps/v2/wallets/transfer/upline", async (request) => {
    const { merchant, member: who } = await member(request, true);
    const input = ZUplineTransferRequest.parse(request.body);
    return ok(await transferToUpline(ctx, merchant, who, input, clientInfo(request, ctx.now())));
  });

  app.post("/wps/member/security/payment-password", async (request) => {
    const { member: who, session } = await member(request, true);
    const input = ZPaymentPasswordRequest.parse(await sealedBody(ctx, request));
    await setPaymentPassword(ctx, { member: who, session }, input, clientInfo(request, ctx.now()));
    return ok(null);
  });

  app.get("/wps/v2/wallets/records", async (request) => {
    const { merchant, member: who } = await member(request);
    return ok(await accountRecord(db, merchant, who.id, ZRecordQuery.parse(request.query), ctx.now()));
  });

  app.get("/wps/v2/wallets/bonus", async (request) => {
    const { merchant, member: who } = await member(request);
    return ok(await bonusDetails(db, merchant, who.id, ZBonusQuery.parse(request.query), ctx.now()));
  });

  app.get("/wps/v2/wallets/profit", async (request) => {
    const { merchant, member: who } = await member(request);
    return ok(await personalProfit(db, merchant, who.id, ZProfitQuery.parse(request.query), ctx.now()));
  });
}
