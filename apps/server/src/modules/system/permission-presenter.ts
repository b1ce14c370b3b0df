import { isLanguageCode, type TLanguageCode } from "@orchid/contract/languages";
import { REGISTER_FIELDS, type TRegisterRules, withPattern } from "@orchid/contract/register-rules";
import type { TPermissionInfo, TSystemStatus, TSystemStatusCode, TWhitelabel } from "@orchid/contract/system";
import type { TMerchant } from "../merchants/index.ts";
import { utcOffsetMinutes } from "../merchants/index.ts";

function languagesOf(merchant: TMerchant): TLanguageCode[] {
  return merchant.languages.filter(isLanguageCode);
}

export function presentWhitelabel(merchant: TMerchant): TWhitelabel {
  const { branding, siteConfig } = merchant;
  return {
    merchantCode: merchant.code,
    name: merchant.name,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    timeZone: merchant.timeZone,
    languages: languagesOf(merchant),
    defaultLanguage: isLanguageCode(merchant.defaultLanguage) ? merchant.defaultLanguage : "EN",
    platform: "W",
    device: "WEB",
    lotteryType: siteConfig.lotteryType,
    prizeModes: siteConfig.prizeModes,
    announcementTypes: siteConfig.announcementTypes,
    defaultAnnouncementType: siteConfig.defaultAnnouncementType,
    esportsProviders: siteConfig.esportsProviders,
    chatHeaderColor: branding.chatHeaderColor,
    logoUrl: branding.logoUrl,
    loginBannerUrl: branding.loginBannerUrl,
    copyright: branding.copyright,
    contacts: branding.contacts,
    settings: merchant.settingsTree,
  };
}

/** Rules for every registration field, with the pattern text derived from its id. */
export function presentRegisterRules(merchant: TMerchant): TRegisterRules {
  const rules = {} as TRegisterRules;
  for (const field of REGISTER_FIELDS) {
    const stored = merchant.registerRules[field] ?? {
      enabled: false,
      required: false,
      patternId: 0,
      minLength: 0,
      maxLength: 255,
    };
    rules[field] = withPattern(stored);
  }
  return rules;
}

export function presentStatus(merchant: TMerchant, status: TSystemStatusCode, ip: string): TSystemStatus {
  return { status, ip, merchantCode: merchant.code };
}

export function presentPermissionInfo(
  merchant: TMerchant,
  status: TSystemStatusCode,
  ip: string,
  url: string | null,
  now: Date,
): TPermissionInfo {
  return {
    ...presentStatus(merchant, status, ip),
    whitelabel: presentWhitelabel(merchant),
    register: presentRegisterRules(merchant),
    resources: merchant.resources,
    customerService: merchant.customerService,
    analytics: { gtagId: merchant.analyticsId },
    imageCDNs: merchant.imageCdns,
    launchGameCDNs: merchant.launchGameCdns,
    location: { ip, url },
    maintenance: {
      active: merchant.systemStatus === 1,
      message: merchant.maintenanceMessage,
      until: merchant.maintenanceUntil?.toISOString() ?? null,
    },
    regionRestriction: { active: status === 2, ip },
    serverTime: now.toISOString(),
    utcOffsetMinutes: utcOffsetMinutes(merchant.timeZone, now),
  };
}
