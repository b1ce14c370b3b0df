import { enabledToggles } from "@orchid/contract/settings-toggles";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import type { TMember } from "../accounts/index.ts";
import type { TMerchant } from "../merchants/index.ts";
import { passwordScore } from "./password-strength.ts";

/**
 * After a password login, whether the change-password step is forced (spec §4): the password is
 * the merchant's default weak one (an operator reset), or it is older than the merchant's expiry
 * and PWDEXPFORCECHANGE3 is on. SMS and phone logins are never forced.
 */
export function mustChangePassword(merchant: TMerchant, member: TMember, now: Date): boolean {
  if (member.mustChangePassword) return true;
  if (!merchant.passwordExpiryDays || !enabledToggles(merchant.settingsTree).has("PWDEXPFORCECHANGE3"))
    return false;
  const ageMs = now.getTime() - member.passwordChangedAt.getTime();
  return ageMs >= merchant.passwordExpiryDays * 86_400_000;
}

/**
 * A password a member may not choose (registration, change, reset): one that holds their
 * username in any case (PASSWORD_HAS_USERNAME), one the estimator scores below the merchant's
 * minimum (PASSWORD_TOO_GUESSABLE), or the merchant's default weak password, which only an
 * operator reset hands out (PASSWORD_TOO_WEAK). The first two name the form's `field`.
 */
export async function assertPasswordNotWeak(
  ctx: Pick<TAppContext, "passwords">,
  merchant: TMerchant,
  username: string,
  password: string,
  field: "password" | "newPassword",
): Promise<void> {
  if (username.length > 0 && password.toLowerCase().includes(username.toLowerCase())) {
    throw new AppError("PASSWORD_HAS_USERNAME", { fields: [{ field, key: "err_password_has_username" }] });
  }
  if (passwordScore(password, username ? [username] : []) < merchant.passwordMinScore) {
    throw new AppError("PASSWORD_TOO_GUESSABLE", { fields: [{ field, key: "err_password_guessable" }] });
  }
  const weak = merchant.defaultWeakPasswordHash;
  if (weak && (await ctx.passwords.verify(weak, password))) throw new AppError("PASSWORD_TOO_WEAK");
}
