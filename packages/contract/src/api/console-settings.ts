import { z } from "zod";
import { ZBoStatusRequest, ZBoToggleRequest } from "../backoffice.ts";
import {
  ZBoCdnRequest,
  ZBoCustomerServiceRequest,
  ZBoLocaleRequest,
  ZBoMaintenanceMessageRequest,
  ZBoPasswordPolicyRequest,
  ZBoRegisterRuleRequest,
  ZBoResourcesRequest,
  ZBoSettings,
} from "../backoffice-settings.ts";
import { endpoint, operator } from "../endpoint.ts";

/** The console's merchant settings: every switch in one read, one call per settings page. */
export const CONSOLE_SETTINGS_CALLS = {
  boSettings: endpoint("GET", "/bo/settings", {
    module: "backoffice",
    caller: operator("settings.read", "settings.read"),
    summary: "Every setting of the merchant acted on (never the default weak password itself).",
    answer: ZBoSettings,
  }),
  boSetStatus: endpoint("PUT", "/bo/settings/status", {
    module: "backoffice",
    caller: operator("settings.write", "settings.status"),
    summary: "Opens the site or puts it in maintenance; sets the region restriction lists.",
    input: ZBoStatusRequest,
    answer: z.null(),
  }),
  boSetMaintenanceMessage: endpoint("PUT", "/bo/settings/maintenance-message", {
    module: "backoffice",
    caller: operator("settings.write", "settings.maintenance_message"),
    summary: "Sets the maintenance page's text in each language.",
    input: ZBoMaintenanceMessageRequest,
    answer: z.null(),
  }),
  boSetToggle: endpoint("PUT", "/bo/settings/toggles", {
    module: "backoffice",
    caller: operator("settings.write", "settings.toggle"),
    summary: "Switches one node of the merchant's settings tree on or off.",
    input: ZBoToggleRequest,
    answer: z.null(),
    errors: ["NOT_FOUND"],
  }),
  boSetRegisterRule: endpoint("PUT", "/bo/settings/register-rules", {
    module: "backoffice",
    caller: operator("settings.write", "settings.register_rule"),
    summary: "Sets the registration form's rule for one field.",
    input: ZBoRegisterRuleRequest,
    answer: z.null(),
  }),
  boSetLocale: endpoint("PUT", "/bo/settings/locale", {
    module: "backoffice",
    caller: operator("settings.write", "settings.locale"),
    summary: "Sets the site's languages, default language, currency and time zone.",
    input: ZBoLocaleRequest,
    answer: z.null(),
    errors: ["TIME_ZONE_UNKNOWN"],
  }),
  boSetCustomerService: endpoint("PUT", "/bo/settings/customer-service", {
    module: "backoffice",
    caller: operator("settings.write", "settings.customer_service"),
    summary: "Sets the customer-service contacts the site's side bar shows, in order.",
    input: ZBoCustomerServiceRequest,
    answer: z.null(),
  }),
  boSetResources: endpoint("PUT", "/bo/settings/resources", {
    module: "backoffice",
    caller: operator("settings.write", "settings.resources"),
    summary: "Sets the app download links (the server draws each QR code).",
    input: ZBoResourcesRequest,
    answer: z.null(),
  }),
  boSetCdns: endpoint("PUT", "/bo/settings/cdns", {
    module: "backoffice",
    caller: operator("settings.write", "settings.cdns"),
    summary: "Sets the image and game-launch CDN base URLs.",
    input: ZBoCdnRequest,
    answer: z.null(),
  }),
  boSetPasswordPolicy: endpoint("PUT", "/bo/settings/password-policy", {
    module: "backoffice",
    caller: operator("settings.write", "settings.password_policy"),
    summary: "Sets the default weak password, the password expiry and the lowest password strength.",
    input: ZBoPasswordPolicyRequest,
    answer: z.null(),
  }),
} as const;
