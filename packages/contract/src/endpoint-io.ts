import type { THomeNotice } from "./content.ts";
import type { TEndpointName } from "./endpoints.ts";
import type { TLanguageCode } from "./languages.ts";
import type {
  TAffiliate,
  TAffiliateQuery,
  TChangePasswordRequest,
  TForgotByEmailRequest,
  TMemberInfo,
  TRegisterRequest,
  TResetByLinkRequest,
  TSetPasswordByPhoneRequest,
  TTotpCode,
  TTotpEnrolment,
} from "./member.ts";
import type { TRegisterRules } from "./register-rules.ts";
import type {
  TCaptcha,
  TFreePlayRequest,
  TLoginRequest,
  TLoginValue,
  TPublicKey,
  TSecondFactorSend,
  TSecondFactorVerify,
  TSmsCodeRequest,
  TSmsCodeValue,
  TSmsRegisterRequest,
} from "./session.ts";
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
  publicKey: { input: undefined; value: TPublicKey };
  login: { input: TLoginRequest; value: TLoginValue };
  loginVerify: { input: TSecondFactorVerify; value: TLoginValue };
  loginVerifySend: { input: TSecondFactorSend; value: TSmsCodeValue };
  logout: { input: undefined; value: null };
  freePlayLogin: { input: TFreePlayRequest; value: TLoginValue };
  smsCodeNoLogin: { input: TSmsCodeRequest; value: TSmsCodeValue };
  smsCodeRegister: { input: TSmsRegisterRequest; value: TSmsCodeValue };
  smsCodeRegisterMobile: { input: TSmsRegisterRequest; value: TSmsCodeValue };
  captcha: { input: undefined; value: TCaptcha };
  memberInfo: { input: undefined; value: TMemberInfo };
  memberIcon: { input: undefined; value: { icon: string } };
  register: { input: TRegisterRequest; value: TLoginValue | null };
  registerMobile: { input: TRegisterRequest; value: TLoginValue | null };
  changePassword: { input: TChangePasswordRequest; value: null };
  forgotPasswordEmail: { input: TForgotByEmailRequest; value: null };
  setPasswordByPhone: { input: TSetPasswordByPhoneRequest; value: TLoginValue };
  resetPasswordByLink: { input: TResetByLinkRequest; value: TLoginValue };
  totpEnrol: { input: undefined; value: TTotpEnrolment };
  totpConfirm: { input: TTotpCode; value: null };
  totpDisable: { input: TTotpCode; value: null };
  affiliateCheck: { input: TAffiliateQuery; value: TAffiliate };
};

export type TInputOf<K extends TEndpointName> = K extends keyof TEndpointIO
  ? TEndpointIO[K]["input"]
  : Record<string, unknown> | undefined;

export type TValueOf<K extends TEndpointName> = K extends keyof TEndpointIO
  ? TEndpointIO[K]["value"]
  : unknown;
