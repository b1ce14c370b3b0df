import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { TMember } from "../../accounts/index.ts";

/** The member's country for campaign conditions: the country of the mobile number (null without one). */
export function countryOfMember(member: Pick<TMember, "mobileE164">): string | null {
  if (!member.mobileE164) return null;
  return parsePhoneNumberFromString(member.mobileE164)?.country ?? null;
}
