import { LANGUAGE_CODES } from "@orchid/contract/languages";
import type { TRegisterField, TStoredRegisterRule } from "@orchid/contract/register-rules";
import type { TSettingsNode } from "@orchid/contract/settings-toggles";

const node = (modId: string, on: boolean, childrenNodes: TSettingsNode[] = []): TSettingsNode => ({
  modId,
  enabled: on ? "1" : "0",
  childrenNodes,
});

/** The demo merchant's settings tree: every toggle of spec §6 plus Orchid's own, grouped by area. */
export const DEMO_SETTINGS_TREE: TSettingsNode[] = [
  node("REGISTRATION", true, [
    node("DIRECTREG3", true),
    node("USERNAMEREG3", true),
    node("MOBILENUMREG3", true, [node("REGMOBVERF3", true), node("MOBILENUMPASSREG3", true)]),
  ]),
  node("LOGIN", true, [
    node("MOBILEVERCODELOGIN", true, [node("MOBILEVERCODELOGIN3", true)]),
    node("CAPTCHAALWAYS", false),
    node("SOCIALLOGIN", false),
    node("LOGINTOHOME", false),
  ]),
  node("SECURITY", true, [
    node("PWDEXPFORCECHANGE3", true),
    node("CHNGPASSVERIF3", true),
    node("NEWIPVERIFY", true),
  ]),
  node("SITE", true, [
    node("HEADERBOTTOM", true),
    node("MEMBERCENTRE", true),
    node("JACKPOTDISPLAY", true),
    node("FREEPLAY3", true),
  ]),
];

const rule = (
  enabled: boolean,
  required: boolean,
  patternId: number,
  minLength: number,
  maxLength: number,
) => ({
  enabled,
  required,
  patternId,
  minLength,
  maxLength,
});

/** Registration rules for every field of spec §5. */
export const DEMO_REGISTER_RULES: Record<TRegisterField, TStoredRegisterRule> = {
  username: rule(true, true, 1, 6, 16),
  password: rule(true, true, 5, 6, 20),
  payeeName: rule(true, false, 12, 2, 50),
  paymentPassword: rule(false, false, 6, 6, 6),
  qqNum: rule(false, false, 6, 5, 12),
  line: rule(false, false, 9, 4, 20),
  whatsapp: rule(true, false, 6, 8, 15),
  facebook: rule(false, false, 9, 5, 50),
  wechat: rule(false, false, 9, 6, 20),
  idNumber: rule(false, false, 4, 6, 18),
  email: rule(true, false, 3, 6, 64),
  mobileNum: rule(true, true, 6, 7, 15),
  recommenderId: rule(false, false, 4, 4, 16),
  affiliateCode: rule(true, false, 4, 4, 16),
  captcha: rule(true, true, 6, 4, 4),
};

/**
 * The demo offers every language of the site (KR is served as KO, so it is not listed twice);
 * its content is written in EN, MY and CN, and other languages read it in English.
 */
export const DEMO_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== "KR");

/** Host names the demo answers on; `agent.localhost` shows a domain that lands on registration. */
export const DEMO_DOMAINS = [
  { host: "localhost", route: "/", affiliateCode: null, isListed: true },
  { host: "127.0.0.1", route: "/", affiliateCode: null, isListed: true },
  { host: "::1", route: "/", affiliateCode: null, isListed: false },
  { host: "agent.localhost", route: "/register", affiliateCode: "AGDEMO", isListed: false },
];

/** Documentation address ranges (RFC 5737): no real visitor comes from them, tests can. */
export const DEMO_REGION_DENY = ["203.0.113.0/24", "198.51.100.0/24"];
