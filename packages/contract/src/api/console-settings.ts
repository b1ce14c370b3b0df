import { endpoint, operator } from "../endpoint.ts";

/** The console's settings calls. */
export const CONSOLE_SETTINGS_CALLS = {
  boSettings: endpoint("GET", "/bo/settings", { module: "backoffice", caller: operator(null, "boSettings") }),
  boSetStatus: endpoint("PUT", "/bo/settings/status", {
    module: "backoffice",
    caller: operator(null, "boSetStatus"),
  }),
  boSetMaintenanceMessage: endpoint("PUT", "/bo/settings/maintenance-message", {
    module: "backoffice",
    caller: operator(null, "boSetMaintenanceMessage"),
  }),
  boSetToggle: endpoint("PUT", "/bo/settings/toggles", {
    module: "backoffice",
    caller: operator(null, "boSetToggle"),
  }),
  boSetRegisterRule: endpoint("PUT", "/bo/settings/register-rules", {
    module: "backoffice",
    caller: operator(null, "boSetRegisterRule"),
  }),
  boSetLocale: endpoint("PUT", "/bo/settings/locale", {
    module: "backoffice",
    caller: operator(null, "boSetLocale"),
  }),
  boSetCustomerService: endpoint("PUT", "/bo/settings/customer-service", {
    module: "backoffice",
    caller: operator(null, "boSetCustomerService"),
  }),
  boSetResources: endpoint("PUT", "/bo/settings/resources", {
    module: "backoffice",
    caller: operator(null, "boSetResources"),
  }),
  boSetCdns: endpoint("PUT", "/bo/settings/cdns", {
    module: "backoffice",
    caller: operator(null, "boSetCdns"),
  }),
  boSetPasswordPolicy: endpoint("PUT", "/bo/settings/password-policy", {
    module: "backoffice",
    caller: operator(null, "boSetPasswordPolicy"),
  }),
  boRotateVendorSecret: endpoint("POST", "/bo/games/vendors/secret", {
    module: "backoffice",
    caller: operator(null, "boRotateVendorSecret"),
  }),
} as const;
