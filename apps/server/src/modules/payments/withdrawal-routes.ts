import {
  ZPayoutAccountRemove,
  ZPayoutAccountRequest,
  ZPayoutConfirmRequest,
  ZWithdrawalListQuery,
  ZWithdrawRequest,
} from "@orchid/contract/payments";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { clientInfo, requireMember } from "../session/session-service.ts";
import { resolveMerchant } from "../system/resolve-merchant.ts";
import { memberWithdrawals } from "./member-withdrawals.ts";
import { addPayoutAccount, listPayoutAccounts, removePayoutAccount } from "./payout-account-service.ts";
import { confirmPayout } from "./payout-confirmation.ts";
import { requestWithdrawal, withdrawSettings } from "./withdraw-service.ts";

/**
 * The member's side of withdrawals: payout accounts, the withdrawal rules, asking for a
 * withdrawal, the list of withdrawals and confirming payouts. Real accounts only: a trial account
 * has no money to take out.
 */
export async function withdrawalRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  async function realMember(request: FastifyRequest) {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const { member } = await requireMember(ctx, request, merchant.id, { realAccountOnly: true });
    return { merchant, member };
  }

  app.get("/wps/payments/payout-accounts", async (request) => {
    const { member } = await realMember(request);
    return ok(await listPayoutAccounts(ctx, member));
  });

  app.post("/wps/payments/payout-accounts", async (request) => {
    const { member } = await realMember(request);
    return ok(await addPayoutAccount(ctx, member, ZPayoutAccountRequest.parse(request.body)));
  });

  app.delete("/wps/payments/payout-accounts", async (request) => {
    const { member } = await realMember(request);
    await removePayoutAccount(ctx, member, ZPayoutAccountRemove.parse(request.body));
    return ok(null);
  });

  app.get("/wps/payments/withdraw/settings", async (request) => {
    const { merchant, member } = await realMember(request);
    return ok(await withdrawSettings(ctx, merchant, member));
  });

  app.post("/wps/payments/withdraw", async (request) => {
    const { merchant, member } = await realMember(request);
    const input = ZWithdrawRequest.parse(request.body);
    return ok(await requestWithdrawal(ctx, merchant, member, input, clientInfo(request, ctx.now())));
  });

  app.get("/wps/payments/withdrawals", async (request) => {
    const { member } = await realMember(request);
    return ok(await memberWithdrawals(ctx, member, ZWithdrawalListQuery.parse(request.query)));
  });

  app.post("/wps/payments/withdrawals/confirm", async (request) => {
    const { member } = await realMember(request);
    return ok(await confirmPayout(ctx, member, ZPayoutConfirmRequest.parse(request.body)));
  });
}
