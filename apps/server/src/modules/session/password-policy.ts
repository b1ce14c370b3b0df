import { enabledToggles } from "@orchid/contract/settings-toggles";
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
