import { countryOfZone } from "@orchid/contract/zone-countries";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { TMerchantSmsPolicy } from "../../db/schema/merchants.ts";
import { AppError } from "../../http/app-error.ts";
import type { TMerchant } from "../merchants/index.ts";

/** Safe defaults: enough for a busy site's real sign-ups, far too few for an SMS-pumping run. */
export const SMS_POLICY_DEFAULTS = { hourlyCap: 100, dailyCap: 500 } as const;

/** Number types that earn their operator money per message; refused unless the merchant allows them. */
const PAID_TYPES = new Set(["PREMIUM_RATE", "SHARED_COST", "UAN", "VOIP", "PERSONAL_NUMBER", "TOLL_FREE"]);

/** The merchant's SMS rules with defaults filled in (settings live in `merchants.site_config.sms`). */
export function smsPolicyOf(merchant: TMerchant): TMerchantSmsPolicy {
  const stored = merchant.siteConfig.sms ?? {};
  const countries = stored.countries?.length ? stored.countries : [countryOfZone(merchant.timeZone)];
  return {
    hourlyCap: stored.hourlyCap ?? SMS_POLICY_DEFAULTS.hourlyCap,
    dailyCap: stored.dailyCap ?? SMS_POLICY_DEFAULTS.dailyCap,
    countries: countries.map((c) => c.toUpperCase()),
    allowPremium: stored.allowPremium ?? false,
  };
}

/**
 * Refuses a number outside the merchant's countries, and premium, shared-cost and non-geographic
 * ranges (+882, +883, +881, +979 …) unless the merchant allows them.
 */
export function assertSmsDestination(merchant: TMerchant, e164: string): void {
  const policy = smsPolicyOf(merchant);
  const parsed = parsePhoneNumberFromString(e164);
  const country = parsed?.country;
  const type = parsed?.getType();
  const isPaid = !country || (type !== undefined && PAID_TYPES.has(type));
  if (isPaid && !policy.allowPremium) throw new AppError("SMS_DESTINATION_REFUSED");
  if (country && !policy.countries.includes(country)) throw new AppError("SMS_DESTINATION_REFUSED");
}
