import type { TBoPermission } from "@orchid/contract/backoffice";
import type { FastifyRequest } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import type { TMerchant } from "../merchants/index.ts";
import { resolveMerchant } from "../merchants/index.ts";
import { clientInfo, type TClientInfo } from "../session/index.ts";
import { authorise, requireOperatorSession, type TOperatorContext } from "./operator-session.ts";

/** What a guarded console call works with: who, on which merchant, from where. */
export type TConsoleCall = { found: TOperatorContext; merchant: TMerchant; client: TClientInfo };

/** Checks a console call's session, merchant and permission (refusals are audited) before its body. */
export type TGate = (
  request: FastifyRequest,
  permission: TBoPermission,
  action: string,
) => Promise<TConsoleCall>;

/**
 * The one guard of every console call past login: an active operator session, the merchant
 * being acted on (the `Merchant` header; an operator of another merchant is refused and
 * audited) and one permission of the role matrix in packages/contract/src/backoffice.ts.
 */
export function createGate(ctx: TAppContext): TGate {
  return async (request, permission, action) => {
    const client = clientInfo(request, ctx.now());
    const found = await requireOperatorSession(ctx, request, client.at);
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    await authorise(ctx, found, { merchantId: merchant.id, permission, action, client });
    return { found, merchant, client };
  };
}
