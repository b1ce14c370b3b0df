import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import type { TGate } from "./console-gate.ts";
import { recordOperatorAction } from "./operator-audit.ts";

/**
 * The gate of a change to platform-wide data (game vendors and the game catalogue, shared by
 * every merchant): the console gate, then a platform operator (`merchant_id` null) only. A
 * merchant's operator, even its owner, may read that data but is refused a change; the refusal is
 * audited like the gate's (reason "platform"), before the body is read.
 */
export function createPlatformGate(ctx: TAppContext, gate: TGate): TGate {
  return async (request, permission, action) => {
    const call = await gate(request, permission, action);
    if (call.found.operator.merchantId === null) return call;
    await recordOperatorAction(
      ctx.database.db,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action,
        outcome: "refused",
        after: { reason: "platform", permission },
      },
      call.client,
    );
    throw new AppError("FORBIDDEN");
  };
}
