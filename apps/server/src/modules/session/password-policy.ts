import { enabledToggles } from "@orchid/contract/settings-toggles";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import type { TMember } from "../member/member-repo.ts";
import type { TMerchant } from "../system/merchant-repo.ts";

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
 * A password a member may not choose: their own username, or the merchant's default weak
 * password (which only an operator reset hands out). Answers PASSWORD_TOO_WEAK.
 */
export async function assertPasswordNotWeak(
  ctx: TAppContext,
  merchant: TMerchant,
  username: string,
  password: string,
): Promise<void> {
  if (password.toLowerCase() === username.toLowerCase()) throw new AppError("PASSWORD_TOO_WEAK");
  const weak = merchant.defaultWeakPasswordHash;
  if (weak && (await ctx.passwords.verify(weak, password))) throw new AppError("PASSWORD_TOO_WEAK");
}
