import { ZBoAdjustmentRequest, ZBoLedgerQuery } from "@orchid/contract/backoffice-payments";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { requestAdjustment } from "../wallet/adjustment-approval.ts";
import { memberLedger } from "../wallet/member-ledger-service.ts";
import type { TGate } from "./console-gate.ts";

/** A member's ledger (money.read) and manual adjustments, filed for a second operator (money.request). */
export async function consoleWalletRoutes(app: FastifyInstance, ctx: TAppContext, gate: TGate) {
  app.get("/bo/wallet/ledger", async (request) => {
    const { merchant } = await gate(request, "money.read", "wallet.ledger");
    return ok(await memberLedger(ctx.database.db, merchant, ZBoLedgerQuery.parse(request.query)));
  });

  app.post("/bo/wallet/adjustments", async (request) => {
    const { found, merchant, client } = await gate(request, "money.request", "wallet.adjust");
    const input = ZBoAdjustmentRequest.parse(request.body);
    return ok(await requestAdjustment(ctx, found, merchant, input, client));
  });
}
