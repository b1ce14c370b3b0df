import type { TBoPasswordPolicyRequest } from "@orchid/contract/backoffice-settings";
import type { TAppContext } from "../../../app-context.ts";
import type { TMerchantPatch } from "../../merchants/index.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { changeMerchantSettings } from "./settings-change.ts";

/**
 * The default weak password (what an operator reset hands out; a member may never choose it), the
 * password expiry and the minimum strength score of a member's new password. The password is stored hashed and the audit row only says "set" or "cleared".
 */
export async function setPasswordPolicy(
  ctx: TAppContext,
  call: TConsoleCall,
  input: TBoPasswordPolicyRequest,
) {
  const patch: TMerchantPatch = { passwordExpiryDays: input.passwordExpiryDays };
  if (input.passwordMinScore !== undefined) patch.passwordMinScore = input.passwordMinScore;
  if (input.defaultWeakPassword === null) patch.defaultWeakPasswordHash = null;
  else if (input.defaultWeakPassword !== undefined)
    patch.defaultWeakPasswordHash = await ctx.passwords.hash(input.defaultWeakPassword);
  await changeMerchantSettings(
    ctx,
    call,
    { action: "settings.password_policy", targetType: "merchant" },
    (current) => {
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      if (current.passwordExpiryDays !== input.passwordExpiryDays) {
        before.passwordExpiryDays = current.passwordExpiryDays;
        after.passwordExpiryDays = input.passwordExpiryDays;
      }
      if (input.passwordMinScore !== undefined && current.passwordMinScore !== input.passwordMinScore) {
        before.passwordMinScore = current.passwordMinScore;
        after.passwordMinScore = input.passwordMinScore;
      }
      const hadWeak = current.defaultWeakPasswordHash !== null;
      // A new password always counts as a change, even over an old one.
      if (typeof input.defaultWeakPassword === "string" || (input.defaultWeakPassword === null && hadWeak)) {
        before.defaultWeakPassword = hadWeak ? "set" : "cleared";
        after.defaultWeakPassword = input.defaultWeakPassword === null ? "cleared" : "set";
      }
      return { patch, audit: { before, after } };
    },
  );
}
