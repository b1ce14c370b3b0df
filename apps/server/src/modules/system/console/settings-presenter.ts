import type { TBoSettings } from "@orchid/contract/backoffice-settings";
import { isLanguageCode } from "@orchid/contract/languages";
import type { TMerchant } from "../../merchants/index.ts";
import { presentRegisterRules } from "../permission-presenter.ts";

/** Every switch of one merchant as the console's settings pages show it (never the password hash). */
export function presentBoSettings(merchant: TMerchant): TBoSettings {
  return {
    merchantCode: merchant.code,
    name: merchant.name,
    systemStatus: merchant.systemStatus === 1 ? 1 : 0,
    maintenanceMessage: merchant.maintenanceMessage,
    regionRestrictionEnabled: merchant.regionRestrictionEnabled,
    regionAllow: merchant.regionAllow,
    regionDeny: merchant.regionDeny,
    settingsTree: merchant.settingsTree,
    registerRules: presentRegisterRules(merchant),
    languages: merchant.languages.filter(isLanguageCode),
    defaultLanguage: isLanguageCode(merchant.defaultLanguage) ? merchant.defaultLanguage : "EN",
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    timeZone: merchant.timeZone,
    customerService: merchant.customerService,
    resources: merchant.resources,
    imageCdns: merchant.imageCdns,
    launchGameCdns: merchant.launchGameCdns,
    hasDefaultWeakPassword: merchant.defaultWeakPasswordHash != null,
    passwordExpiryDays: merchant.passwordExpiryDays,
    passwordMinScore: merchant.passwordMinScore,
  };
}
