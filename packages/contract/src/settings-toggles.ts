/**
 * The merchant's settings tree (spec §3 "Settings tree node", §6 feature toggles) as plain data
 * and helpers, free of zod so the web app can import them without the schema library.
 * A node is on when `enabled === "1"`; a child counts as on only when every ancestor is on.
 */
export type TSettingsNode = {
  modId: string;
  enabled: "0" | "1";
  childrenNodes: TSettingsNode[];
};

/** Toggles the site reads. The first ten are named by the spec; the rest are Orchid's own. */
export const SETTING_TOGGLES = {
  DIRECTREG3: "Direct registration button",
  USERNAMEREG3: "Registration by username",
  MOBILENUMREG3: "Registration by mobile number",
  REGMOBVERF3: "SMS verification at registration",
  MOBILENUMPASSREG3: "Password for mobile registration",
  FREEPLAY3: "Free play and demo play",
  PWDEXPFORCECHANGE3: "Force a change of an expired password",
  MOBILEVERCODELOGIN3: "SMS code login (site)",
  MOBILEVERCODELOGIN: "SMS code login",
  CHNGPASSVERIF3: "Password reset by phone",
  LOGINTOHOME: "Visitors must log in before seeing the site",
  HEADERBOTTOM: "Header bottom bar (logo, home, game types, promotions)",
  MEMBERCENTRE: "Member centre panel",
  JACKPOTDISPLAY: "Home jackpot counter",
  SOCIALLOGIN: "Social login buttons",
  CAPTCHAALWAYS: "Always show the login captcha",
  NEWIPVERIFY: "Second factor when a member logs in from a new IP",
} as const;

export type TSettingToggle = keyof typeof SETTING_TOGGLES;

/** Flattens a tree into the set of toggles that are effectively on. */
export function enabledToggles(nodes: readonly TSettingsNode[], parentOn = true): Set<string> {
  const on = new Set<string>();
  for (const node of nodes) {
    const isOn = parentOn && node.enabled === "1";
    if (isOn) on.add(node.modId);
    for (const child of enabledToggles(node.childrenNodes, isOn)) on.add(child);
  }
  return on;
}
