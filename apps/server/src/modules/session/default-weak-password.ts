import type { TAppContext } from "../../app-context.ts";
import { type TMember, updateMember } from "../accounts/index.ts";
import type { TMerchant } from "../merchants/index.ts";

/**
 * After a right password login: when the typed password is the merchant's default weak password
 * (spec §4), the member is flagged to change it, whether or not an operator reset set the flag.
 * The flag is stored, so the new-IP second factor that may follow forces the change as well.
 */
export async function flagDefaultWeakPassword(
  ctx: Pick<TAppContext, "database" | "passwords">,
  merchant: TMerchant,
  member: TMember,
  typedPassword: string,
): Promise<TMember> {
  const weak = merchant.defaultWeakPasswordHash;
  if (member.mustChangePassword || !weak || !(await ctx.passwords.verify(weak, typedPassword))) return member;
  await updateMember(ctx.database.db, member.id, { mustChangePassword: true });
  return { ...member, mustChangePassword: true };
}
