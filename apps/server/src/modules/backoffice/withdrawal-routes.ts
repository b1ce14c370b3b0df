import {
  ZBoPaymentSettingsRequest,
  ZBoPayoutRequest,
  ZBoPayoutResolution,
  ZBoReleaseRequest,
  ZBoWithdrawalDecision,
  ZBoWithdrawalQuery,
} from "@orchid/contract/backoffice-payments";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { presentPaymentSettings, setPaymentSettings } from "../payments/payment-settings-service.ts";
import { resolvePayout } from "../payments/payout-resolution.ts";
// Registers the four-eyes executor of large withdrawals (withdrawal.approve) at load.
import "../payments/withdrawal-approval.ts";
import { payWithdrawal, releaseWithdrawal } from "../payments/withdrawal-payout.ts";
import { withdrawalQueue } from "../payments/withdrawal-queue.ts";
import { decideWithdrawal } from "../payments/withdrawal-review.ts";
import type { TGate } from "./console-gate.ts";

/**
 * The withdrawal queue (money.read); approving, rejecting, paying out, releasing and resolving
 * disputed payouts (money.request; large approvals then need a second operator); the merchant's
 * withdrawal rules (settings.read / settings.write).
 */
export async function consoleWithdrawalRoutes(app: FastifyInstance, ctx: TAppContext, gate: TGate) {
  app.get("/bo/payments/withdrawals", async (request) => {
    const { merchant } = await gate(request, "money.read", "withdrawals.list");
    return ok(await withdrawalQueue(ctx, merchant, ZBoWithdrawalQuery.parse(request.query)));
  });

  app.post("/bo/payments/withdrawals/decide", async (request) => {
    const { found, merchant, client } = await gate(request, "money.request", "withdrawals.decide");
    const input = ZBoWithdrawalDecision.parse(request.body);
    return ok(await decideWithdrawal(ctx, found, merchant, input, client));
  });

  app.post("/bo/payments/withdrawals/payout", async (request) => {
    const { found, merchant, client } = await gate(request, "money.request", "withdrawals.payout");
    const input = ZBoPayoutRequest.parse(request.body);
    return ok(await payWithdrawal(ctx, found, merchant, input, client));
  });

  app.post("/bo/payments/withdrawals/release", async (request) => {
    const { found, merchant, client } = await gate(request, "money.request", "withdrawals.release");
    const input = ZBoReleaseRequest.parse(request.body);
    return ok(await releaseWithdrawal(ctx, found, merchant, input, client));
  });

  app.post("/bo/payments/payouts/resolve", async (request) => {
    const { found, merchant, client } = await gate(request, "money.request", "withdrawals.resolve");
    const input = ZBoPayoutResolution.parse(request.body);
    return ok(await resolvePayout(ctx, found, merchant, input, client));
  });

  app.get("/bo/payments/settings", async (request) => {
    const { merchant } = await gate(request, "settings.read", "payments.settings.read");
    return ok(presentPaymentSettings(merchant));
  });

  app.put("/bo/payments/settings", async (request) => {
    const { found, merchant, client } = await gate(request, "settings.write", "payments.settings.write");
    const input = ZBoPaymentSettingsRequest.parse(request.body);
    return ok(await setPaymentSettings(ctx, found, merchant, input, client));
  });
}
