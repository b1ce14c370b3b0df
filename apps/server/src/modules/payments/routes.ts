import { ZRowIdQuery } from "@orchid/contract/row-id";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { createServe } from "../../http/serve.ts";
import { createDeposit, depositBonuses, depositChannels, memberDeposits } from "./deposit-service.ts";
import { handleGatewayNotification } from "./gateway-webhook.ts";
import { uploadProof } from "./proof-images.ts";

/** A proof image is at most 5 MB, which base64 and the JSON around it make a little over 6.7 MB. */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;
/** A gateway's notification is a small JSON object. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;

/** The site's origin as the member reached it: where the gateway sends the payer back and notifies. */
function originOf(ctx: Pick<TAppContext, "config">, request: FastifyRequest): string {
  return ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Deposits (member calls), proof uploads, and the gateways' signed notifications. */
export async function paymentRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);

  // The upload reads its body itself: an image too long for the limit is UPLOAD_TOO_LARGE, not a field error.
  serve("memberUpload", ({ member, request }) => uploadProof(ctx, member, request.body), {
    handlerParsesInput: true,
    bodyLimit: UPLOAD_BODY_LIMIT,
  });

  serve("depositChannels", ({ merchant }) => depositChannels(ctx, merchant));

  serve("depositBonuses", ({ merchant, member, request }) => depositBonuses(ctx, merchant, member, request));

  serve("deposit", ({ merchant, member, input, request }) =>
    createDeposit(ctx, merchant, member, input, originOf(ctx, request)),
  );

  serve("deposits", ({ member, input: { page, pageSize } }) =>
    memberDeposits(ctx, member.id, page, pageSize),
  );

  // The gateway signs the exact bytes it sends, so this route reads its body as text and checks
  // the signature before it parses them.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: NOTIFICATION_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    const serveSigned = createServe(scope, ctx);
    serveSigned(
      "gatewayNotify",
      async ({ request }) => {
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
      },
      { handlerParsesInput: true },
    );
  });
}
