import { endpoint, planned, VISITOR } from "../endpoint.ts";

/** The system calls. */
export const SYSTEM_CALLS = {
  systemStatus: endpoint("GET", "/wps/system/status", { module: "system", caller: VISITOR }),
  whitelabel: endpoint("GET", "/wps/system/whitelabel", { module: "system", caller: VISITOR }),
  registerSettings: endpoint("GET", "/wps/system/setting/register", { module: "system", caller: VISITOR }),
  helpCenter: endpoint("GET", "/wps/system/helpCenter", { module: "system", caller: VISITOR }),
  domainRoute: endpoint("GET", "/wps/system/domainRoute", { module: "system", caller: VISITOR }),
  routers: endpoint("GET", "/wps/system/routers", { module: "system", caller: VISITOR }),
  countryCodes: endpoint("GET", "/wps/system/countryCodes", { module: "system", caller: VISITOR }),
  jackpot: endpoint("GET", "/wps/system/jackpot", { module: "system", caller: VISITOR }),
  customerServiceLinks: planned("GET", "/wps/system/customerService", "system", VISITOR),
} as const;
