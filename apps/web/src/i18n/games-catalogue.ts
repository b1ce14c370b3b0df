/**
 * The games part of every catalogue (lobby, game frame, slot page, betting record), one chunk
 * each. This module imports nothing else, so loading it never splits the home bundle.
 */
export const GAMES_CATALOGUES: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  EN: () => import("@orchid/i18n/locales/EN.json?part=games"),
  MY: () => import("@orchid/i18n/locales/MY.json?part=games"),
  CN: () => import("@orchid/i18n/locales/CN.json?part=games"),
  TW: () => import("@orchid/i18n/locales/TW.json?part=games"),
  ID: () => import("@orchid/i18n/locales/ID.json?part=games"),
  TH: () => import("@orchid/i18n/locales/TH.json?part=games"),
  TY: () => import("@orchid/i18n/locales/TY.json?part=games"),
  VI: () => import("@orchid/i18n/locales/VI.json?part=games"),
  JA: () => import("@orchid/i18n/locales/JA.json?part=games"),
  KO: () => import("@orchid/i18n/locales/KO.json?part=games"),
  MS: () => import("@orchid/i18n/locales/MS.json?part=games"),
  KM: () => import("@orchid/i18n/locales/KM.json?part=games"),
  HI: () => import("@orchid/i18n/locales/HI.json?part=games"),
  BN: () => import("@orchid/i18n/locales/BN.json?part=games"),
  TA: () => import("@orchid/i18n/locales/TA.json?part=games"),
  UR: () => import("@orchid/i18n/locales/UR.json?part=games"),
  AR: () => import("@orchid/i18n/locales/AR.json?part=games"),
  ES: () => import("@orchid/i18n/locales/ES.json?part=games"),
  PT: () => import("@orchid/i18n/locales/PT.json?part=games"),
  "PT-BR": () => import("@orchid/i18n/locales/PT-BR.json?part=games"),
  TR: () => import("@orchid/i18n/locales/TR.json?part=games"),
};
