/**
 * Lazy loaders for every catalogue; a bundler splits each language into its own chunk so a
 * visitor downloads only the languages they use. Catalogues are flat `key → text` maps whose
 * placeholders are `{name}` (interpolated) or the spec's `(min)` / `(max)` (replaced by forms).
 */
export type TCatalogue = Record<string, string>;

export const CATALOGUE_LOADERS: Record<string, () => Promise<{ default: TCatalogue }>> = {
  EN: () => import("../locales/EN.json"),
  MY: () => import("../locales/MY.json"),
  CN: () => import("../locales/CN.json"),
  TW: () => import("../locales/TW.json"),
  ID: () => import("../locales/ID.json"),
  TH: () => import("../locales/TH.json"),
  TY: () => import("../locales/TY.json"),
  VI: () => import("../locales/VI.json"),
  JA: () => import("../locales/JA.json"),
  KO: () => import("../locales/KO.json"),
  MS: () => import("../locales/MS.json"),
  KM: () => import("../locales/KM.json"),
  HI: () => import("../locales/HI.json"),
  BN: () => import("../locales/BN.json"),
  TA: () => import("../locales/TA.json"),
  UR: () => import("../locales/UR.json"),
  AR: () => import("../locales/AR.json"),
  ES: () => import("../locales/ES.json"),
  PT: () => import("../locales/PT.json"),
  "PT-BR": () => import("../locales/PT-BR.json"),
  TR: () => import("../locales/TR.json"),
};
