import { requireCataloguePart } from "../../i18n/i18n.ts";

/**
 * The agent centre's part of every catalogue (keys `agc_…`), one chunk each, loaded when the
 * panel first opens so the home page never downloads it.
 */
const AGENT_CATALOGUES: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  EN: () => import("@orchid/i18n/locales/EN.json?part=agent"),
  MY: () => import("@orchid/i18n/locales/MY.json?part=agent"),
  CN: () => import("@orchid/i18n/locales/CN.json?part=agent"),
  TW: () => import("@orchid/i18n/locales/TW.json?part=agent"),
  ID: () => import("@orchid/i18n/locales/ID.json?part=agent"),
  TH: () => import("@orchid/i18n/locales/TH.json?part=agent"),
  TY: () => import("@orchid/i18n/locales/TY.json?part=agent"),
  VI: () => import("@orchid/i18n/locales/VI.json?part=agent"),
  JA: () => import("@orchid/i18n/locales/JA.json?part=agent"),
  KO: () => import("@orchid/i18n/locales/KO.json?part=agent"),
  MS: () => import("@orchid/i18n/locales/MS.json?part=agent"),
  KM: () => import("@orchid/i18n/locales/KM.json?part=agent"),
  HI: () => import("@orchid/i18n/locales/HI.json?part=agent"),
  BN: () => import("@orchid/i18n/locales/BN.json?part=agent"),
  TA: () => import("@orchid/i18n/locales/TA.json?part=agent"),
  UR: () => import("@orchid/i18n/locales/UR.json?part=agent"),
  AR: () => import("@orchid/i18n/locales/AR.json?part=agent"),
  ES: () => import("@orchid/i18n/locales/ES.json?part=agent"),
  PT: () => import("@orchid/i18n/locales/PT.json?part=agent"),
  "PT-BR": () => import("@orchid/i18n/locales/PT-BR.json?part=agent"),
  TR: () => import("@orchid/i18n/locales/TR.json?part=agent"),
};

/** The agent keys for the active language (and with every later language switch). */
export function loadAgentCatalogue(): Promise<void> {
  return requireCataloguePart("agent", AGENT_CATALOGUES);
}
