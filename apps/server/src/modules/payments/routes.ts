import { ZDepositListQuery, ZDepositRequest } from "@orchid/contract/payments";
import { ZRowIdQuery } from "@orchid/contract/row-id";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { requireMember } from "../session/session-service.ts";
import { resolveMerchant } from "../system/resolve-merchant.ts";
import { createDeposit, depositChannels, memberDeposits } from "./deposit-service.ts";
import { handleGatewayNotification } from "./gateway-webhook.ts";
import { uploadProof } from "./proof-images.ts";

/** The site's origin as the member reached it: where the gateway sends the payer back and notifies. */
function originOf(ctx: TAppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Deposits (member calls), proof uploads, and the gateways' signed notifications. */
export async function paymentRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  async function realMember(request: FastifyRequest) {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const { member } = await requireMember(ctx, request, merchant.id, { realAccountOnly: true });
    return { merchant, member };
  }

  app.post("/wps/member/uploads", { bodyLimit: 8 * 1024 * 1024 }, async (request) => {
    const { member } = await realMember(request);
    return ok(await uploadProof(ctx, member, request.body));
  });

  app.get("/wps/payments/deposit/channels", async (request) => {
    const { merchant } = await realMember(request);
    return ok(await depositChannels(ctx, merchant));
  });

  app.post("/wps/payments/deposit", async (request) => {
    const { merchant, member } = await realMember(request);
    const input = ZDepositRequest.parse(request.body);
    return ok(await createDeposit(ctx, merchant, member, input, originOf(ctx, request)));
  });

  app.get("/wps/payments/deposits", async (request) => {
    const { member } = await realMember(request);
    const { page, pageSize } = ZDepositListQuery.parse(request.query);
    return ok(await memberDeposits(ctx, member.id, page, pageSize));
  });

  // The gateway signs the exact bytes it sends, so this route reads its body as text.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_r, body, done) => done(null, body),
    );
    scope.post("/payments/gateway/:channelId/notify", async (request) => {
      const channelId = ZRowIdQuery.parse((request.params as { channelId: string }).channelId);
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === "string" ? value : undefined;
      };
      const outcome = await handleGatewayNotification(
        ctx,
        channelId,
        { timestamp: header("x-gateway-timestamp"), signature: header("x-gateway-signature") },
        typeof request.body === "string" ? request.body : "",
      );
      return ok({ outcome });
    });
  });
}
