import { z } from "zod";
import { LANGUAGE_CODES } from "./languages.ts";
import { REGISTER_FIELDS, ZRegisterRules } from "./register-rules.ts";
import { ZSettingsNode } from "./settings-tree.ts";
import { ZCustomerService, ZResource } from "./system.ts";

/** A list of host names or base URLs (CDNs); each must be an https URL. */
const ZHttpsUrl = z
  .string()
  .trim()
  .max(300)
  .url()
  .refine((value) => value.startsWith("https://"), { message: "err_https_only" });

/** A page of the merchant's own site ("/help"): a path on the site's host, never "//host". */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/** A download link: an https URL, or a page of the site (the demo's install guide). */
const ZDownloadUrl = z
  .string()
  .trim()
  .max(300)
  .refine((value) => SITE_PATH.test(value) || ZHttpsUrl.safeParse(value).success, {
    message: "err_https_only",
  });

/** What `GET /bo/settings` answers: every switch of one merchant. */
export const ZBoSettings = z.object({
  merchantCode: z.string(),
  name: z.string(),
  systemStatus: z.union([z.literal(0), z.literal(1)]),
  maintenanceMessage: z.record(z.string(), z.string()),
  regionRestrictionEnabled: z.boolean(),
  regionAllow: z.array(z.string()),
  regionDeny: z.array(z.string()),
  settingsTree: z.array(ZSettingsNode),
  registerRules: ZRegisterRules,
  languages: z.array(z.enum(LANGUAGE_CODES)),
  defaultLanguage: z.enum(LANGUAGE_CODES),
  currency: z.string(),
  currencySymbol: z.string(),
  timeZone: z.string(),
  customerService: z.array(ZCustomerService),
  resources: z.array(ZResource),
  imageCdns: z.array(z.string()),
  launchGameCdns: z.array(z.string()),
  hasDefaultWeakPassword: z.boolean(),
  passwordExpiryDays: z.number().int().nullable(),
  /** The lowest strength score (0–4) a member's new password may have. */
  passwordMinScore: z.number().int(),
});
export type TBoSettings = z.output<typeof ZBoSettings>;

/** `PUT /bo/settings/register-rules`: one field's rule. */
export const ZBoRegisterRuleRequest = z
  .object({
    field: z.enum(REGISTER_FIELDS),
    enabled: z.boolean(),
    required: z.boolean(),
    patternId: z.number().int().min(0).max(15),
    minLength: z.number().int().min(0).max(255),
    maxLength: z.number().int().min(0).max(255),
  })
  .refine((rule) => rule.minLength <= rule.maxLength, { path: ["minLength"], message: "err_min_above_max" });
export type TBoRegisterRuleRequest = z.input<typeof ZBoRegisterRuleRequest>;

/** `PUT /bo/settings/locale`: languages, default language, currency and time zone. */
export const ZBoLocaleRequest = z
  .object({
    languages: z.array(z.enum(LANGUAGE_CODES)).min(1).max(LANGUAGE_CODES.length),
    defaultLanguage: z.enum(LANGUAGE_CODES),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/),
    currencySymbol: z.string().trim().min(1).max(8),
    /** An IANA zone name; the server checks that it exists. */
    timeZone: z.string().trim().min(1).max(64),
  })
  .refine((value) => value.languages.includes(value.defaultLanguage), {
    path: ["defaultLanguage"],
    message: "err_default_language_not_offered",
  });
export type TBoLocaleRequest = z.input<typeof ZBoLocaleRequest>;

/** `PUT /bo/settings/customer-service`: the CS entries the side bar shows, in order. */
export const ZBoCustomerServiceRequest = z.object({
  entries: z
    .array(
      z.object({
        csType: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9_]{1,20}$/),
        title: z.string().trim().min(1).max(60),
        /** A web page (https), a page of the site (/help), an email address (mailto:) or a phone number (tel:). */
        path: z
          .string()
          .trim()
          .max(300)
          .refine(
            (value) =>
              SITE_PATH.test(value) ||
              /^(https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 -]{3,20})$/.test(value),
            { message: "err_contact_link" },
          ),
      }),
    )
    .max(20),
});
export type TBoCustomerServiceRequest = z.input<typeof ZBoCustomerServiceRequest>;

/** `PUT /bo/settings/resources`: app downloads; the server draws each QR code from its URL. */
export const ZBoResourcesRequest = z.object({
  resources: z
    .array(
      z.object({
        resourceType: z
          .string()
          .trim()
          .regex(/^[A-Z_]{2,20}$/),
        url: ZDownloadUrl,
        labelNameEn: z.string().trim().min(1).max(60),
      }),
    )
    .max(10),
});
export type TBoResourcesRequest = z.input<typeof ZBoResourcesRequest>;

/** `PUT /bo/settings/cdns`: image and game-launch CDN base URLs. */
export const ZBoCdnRequest = z.object({
  imageCdns: z.array(ZHttpsUrl).max(20),
  launchGameCdns: z.array(ZHttpsUrl).max(20),
});
export type TBoCdnRequest = z.input<typeof ZBoCdnRequest>;

/**
 * `PUT /bo/settings/password-policy`: the default weak password (a member still using it must
 * change it; null clears it, undefined keeps it), the password expiry in days (null: never) and
 * the lowest strength score (0–4) a member's new password may have (undefined keeps it).
 */
export const ZBoPasswordPolicyRequest = z.object({
  defaultWeakPassword: z.string().min(6).max(64).nullable().optional(),
  passwordExpiryDays: z.number().int().min(1).max(3650).nullable(),
  passwordMinScore: z.number().int().min(0).max(4).optional(),
});
export type TBoPasswordPolicyRequest = z.input<typeof ZBoPasswordPolicyRequest>;

/** `PUT /bo/settings/maintenance-message`: the per-language text of the maintenance page. */
export const ZBoMaintenanceMessageRequest = z.object({
  message: z.partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().max(500)),
});
export type TBoMaintenanceMessageRequest = z.input<typeof ZBoMaintenanceMessageRequest>;
