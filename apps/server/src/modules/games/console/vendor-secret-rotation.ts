import { randomBytes } from "node:crypto";
import type { TBoVendorSecretValue } from "@orchid/contract/backoffice-games";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { recordOperatorAction } from "../../operators/index.ts";
import { lockVendor, updateVendor } from "./game-vendor-repo.ts";

/**
 * `POST /bo/games/vendors/secret`: a new random 32-byte secret (hex) for the vendor's wallet
 * protocol and launch tokens, answered once for the operator to hand to the vendor. The audit row
 * says only that it was rotated; the console lists only whether a secret is set. The old secret
 * stops working at once (within the wallet's 2 s vendor cache on other instances).
 */
export async function rotateVendorSecret(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  code: string,
): Promise<TBoVendorSecretValue> {
  const secret = randomBytes(32).toString("hex");
  const rotated = await ctx.database.db.transaction(async (tx) => {
    const vendor = await lockVendor(tx, code);
    if (!vendor) throw new AppError("NOT_FOUND");
    await updateVendor(tx, vendor.code, { secret });
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "games.vendor.secret",
        outcome: "ok",
        targetType: "game_vendor",
        targetId: vendor.code,
        before: { hasSecret: vendor.secret !== null },
        after: { secret: "rotated" },
      },
      call.client,
    );
    return vendor.code;
  });
  return { code: rotated, secret };
}
