import type { THomeNotice } from "./content.ts";
import type { TEndpointName } from "./endpoints.ts";
import type { TLanguageCode } from "./languages.ts";
import type { TRegisterRules } from "./register-rules.ts";
import type { TSettingsNode } from "./settings-toggles.ts";
import type {
  TCountryCode,
  TDomainRoute,
  THelpArticle,
  TJackpot,
  TPermissionInfo,
  TRouters,
  TSystemStatus,
  TSystemStatusQuery,
} from "./system.ts";

/** Request input and success value of each live call; planned calls stay loosely typed. */
export type TEndpointIO = {
  systemStatus: { input: TSystemStatusQuery; value: TSystemStatus | TPermissionInfo };
  whitelabel: { input: undefined; value: TSettingsNode[] };
  registerSettings: { input: undefined; value: TRegisterRules };
  helpCenter: { input: { language?: TLanguageCode; device?: "WEB" | "H5" }; value: THelpArticle[] };
  domainRoute: { input: { url?: string }; value: TDomainRoute };
  routers: { input: undefined; value: TRouters };
  countryCodes: { input: undefined; value: TCountryCode[] };
  jackpot: { input: undefined; value: TJackpot };
  homeNotice: { input: { language?: TLanguageCode }; value: THomeNotice };
};

export type TInputOf<K extends TEndpointName> = K extends keyof TEndpointIO
  ? TEndpointIO[K]["input"]
  : Record<string, unknown> | undefined;

export type TValueOf<K extends TEndpointName> = K extends keyof TEndpointIO
  ? TEndpointIO[K]["value"]
  : unknown;
