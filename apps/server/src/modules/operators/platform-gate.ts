import type { TBoPermission } from "@orchid/contract/backoffice";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import type { TConsoleCall } from "./console-gate.ts";
import { recordOperatorAction } from "./operator-audit.ts";

/**
 * The second check of a change to platform-wide data (game vendors and the game catalogue, shared
 * by every merchant), after the console gate: a platform operator (`merchant_id` null) only. A
 * merchant's operator, even its owner, may read that data but is refused a change; the refusal is
 * audited like the gate's (reason "platform"). Callers run it before they read the body.
 */
export async function requirePlatformOperator(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  caller: { permission: TBoPermission | null; action: string },
): Promise<void> {
  if (call.found.operator.merchantId === null) return;
  await recordOperatorAction(
    ctx.database.db,
    {
      operatorId: call.found.operator.id,
      merchantId: call.merchant.id,
      action: caller.action,
      outcome: "refused",
      after: { reason: "platform", permission: caller.permission },
    },
    call.client,
  );
  throw new AppError("FORBIDDEN");
}
