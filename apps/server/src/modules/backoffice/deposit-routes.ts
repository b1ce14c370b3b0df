import {
  ZBoDepositDecision,
  ZBoDepositQuery,
  ZBoPaymentChannelRequest,
} from "@orchid/contract/backoffice-payments";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { consoleChannels, saveChannel } from "../payments/channel-service.ts";
import { depositQueue } from "../payments/deposit-queue.ts";
import { decideDeposit } from "../payments/deposit-review.ts";
import type { TGate } from "./console-gate.ts";

/** The deposit queue (money.read), bank-deposit decisions (money.request) and the deposit channels (settings). */
export async function consoleDepositRoutes(app: FastifyInstance, ctx: TAppContext, gate: TGate) {
  app.get("/bo/payments/deposits", async (request) => {
    const { merchant } = await gate(request, "money.read", "payments.deposits");
    return ok(
      await depositQueue(
        ctx.database.db,
        merchant,
        ZBoDepositQuery.parse(request.query),
        ctx.now(),
        ctx.mediaLinks.privateUrl,
      ),
    );
  });

  app.post("/bo/payments/deposits/decide", async (request) => {
    const { found, merchant, client } = await gate(request, "money.request", "payments.deposit.decide");
    const input = ZBoDepositDecision.parse(request.body);
    return ok(await decideDeposit(ctx, found, merchant, input, client));
  });

  app.get("/bo/payments/channels", async (request) => {
    const { merchant } = await gate(request, "settings.read", "payments.channels");
    return ok(await consoleChannels(ctx, merchant));
  });

  app.put("/bo/payments/channels", async (request) => {
    const { found, merchant, client } = await gate(request, "settings.write", "payments.channel.save");
    const input = ZBoPaymentChannelRequest.parse(request.body);
    return ok(await saveChannel(ctx, found, merchant, input, client));
  });
}
