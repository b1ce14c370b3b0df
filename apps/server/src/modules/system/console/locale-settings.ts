import type { TBoLocaleRequest } from "@orchid/contract/backoffice-settings";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { isTimeZone } from "../../merchants/index.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { changeMerchantSettings } from "./settings-change.ts";
import { checkSettingsText } from "./settings-text.ts";

/** The zone's canonical IANA name ("asia/yangon" → "Asia/Yangon"); TIME_ZONE_UNKNOWN when there is none. */
function canonicalTimeZone(value: string): string {
  if (!isTimeZone(value)) throw new AppError("TIME_ZONE_UNKNOWN", { timeZone: value });
  return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
}

/**
 * The languages the site offers (the default among them, checked by the contract), the currency
 * and its symbol, and the time zone the site's days and the dashboard are counted in.
 */
export async function setLocale(ctx: TAppContext, call: TConsoleCall, input: TBoLocaleRequest) {
  checkSettingsText(input.currencySymbol, "currencySymbol");
  const timeZone = canonicalTimeZone(input.timeZone);
  await changeMerchantSettings(ctx, call, { action: "settings.locale", targetType: "merchant" }, () => ({
    patch: {
      languages: [...new Set(input.languages)],
      defaultLanguage: input.defaultLanguage,
      currency: input.currency,
      currencySymbol: input.currencySymbol,
      timeZone,
    },
  }));
}
