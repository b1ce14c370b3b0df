import { z } from "zod";
import { LANGUAGE_CODES } from "./languages.ts";
import { ZRegisterRules } from "./register-rules.ts";
import { ZSettingsNode } from "./settings-tree.ts";

/** 0 normal, 1 maintenance, 2 region restricted (spec §4). */
export const ZSystemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type TSystemStatusCode = z.infer<typeof ZSystemStatusCode>;

export const ZLanguage = z.enum(LANGUAGE_CODES);

/** `GET /wps/system/status`: with `url` (the page's host) it answers the full permission info. */
export const ZSystemStatusQuery = z.object({
  url: z.string().trim().min(1).max(253).optional(),
});
export type TSystemStatusQuery = z.infer<typeof ZSystemStatusQuery>;

export const ZWhitelabel = z.object({
  merchantCode: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  timeZone: z.string(),
  languages: z.array(ZLanguage),
  defaultLanguage: ZLanguage,
  platform: z.literal("W"),
  device: z.literal("WEB"),
  lotteryType: z.string(),
  prizeModes: z.array(z.string()),
  announcementTypes: z.array(z.string()),
  defaultAnnouncementType: z.string(),
  esportsProviders: z.array(z.string()),
  chatHeaderColor: z.string(),
  logoUrl: z.string(),
  loginBannerUrl: z.string(),
  copyright: z.string(),
  contacts: z.array(z.object({ kind: z.string(), title: z.string(), url: z.string() })),
  settings: z.array(ZSettingsNode),
});
export type TWhitelabel = z.infer<typeof ZWhitelabel>;

export const ZResource = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string(),
  labelNameEn: z.string(),
});
export type TResource = z.infer<typeof ZResource>;

export const ZCustomerService = z.object({ csType: z.string(), title: z.string(), path: z.string() });
export type TCustomerService = z.infer<typeof ZCustomerService>;

export const ZMaintenance = z.object({
  active: z.boolean(),
  /** Per-language text keyed by language code, EN always present when set. */
  message: z.record(z.string(), z.string()),
  until: z.string().nullable(),
});

export const ZRegionRestriction = z.object({ active: z.boolean(), ip: z.string() });

export const ZSystemStatus = z.object({
  status: ZSystemStatusCode,
  ip: z.string(),
  merchantCode: z.string(),
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

export const ZPermissionInfo = ZSystemStatus.extend({
  whitelabel: ZWhitelabel,
  register: ZRegisterRules,
  resources: z.array(ZResource),
  customerService: z.array(ZCustomerService),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string(), url: z.string().nullable() }),
  maintenance: ZMaintenance,
  regionRestriction: ZRegionRestriction,
  serverTime: z.string(),
  utcOffsetMinutes: z.number().int(),
});
export type TPermissionInfo = z.infer<typeof ZPermissionInfo>;

export const ZDomainRouteQuery = z.object({ url: z.string().trim().min(1).max(253).optional() });
export const ZDomainRoute = z.object({
  domain: z.string(),
  merchantCode: z.string(),
  route: z.string(),
  affiliateCode: z.string().nullable(),
});
export type TDomainRoute = z.infer<typeof ZDomainRoute>;

export const ZRouters = z.object({
  domainList: z.array(z.object({ domain: z.string(), speed: z.number() })),
  customerService: z.array(ZCustomerService),
  resources: z.array(ZResource),
});
export type TRouters = z.infer<typeof ZRouters>;

export const ZCountryCode = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string(),
  flagUrl: z.string(),
});
export type TCountryCode = z.infer<typeof ZCountryCode>;

export const ZHelpCenterQuery = z.object({
  language: ZLanguage.optional(),
  device: z.enum(["WEB", "H5"]).default("WEB"),
});
export const ZHelpArticle = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
});
export type THelpArticle = z.infer<typeof ZHelpArticle>;

export const ZJackpot = z.object({
  enabled: z.boolean(),
  /** Pool value in major units with two decimals, computed by the server. */
  value: z.number(),
  increment: z.number(),
  tickMs: z.number().int(),
  currencySymbol: z.string(),
  serverTime: z.string(),
});
export type TJackpot = z.infer<typeof ZJackpot>;
