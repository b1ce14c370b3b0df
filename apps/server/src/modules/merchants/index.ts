// The public entry of the merchants module: what other modules and the app use. Nothing else of
// merchants is imported from outside it (checked by npm run lint:deps).
export { MerchantDirectory } from "./merchant-directory.ts";
export {
  findMerchantByCode,
  findMerchantById,
  listMerchantDomains,
  type TMerchant,
  type TMerchantDomain,
  type TMerchantPatch,
  updateMerchant,
} from "./merchant-repo.ts";
export { parseRange } from "./region.ts";
export { answerLanguage, pickText, requestLanguage } from "./request-language.ts";
export { resolveMerchant, type TResolvedMerchant } from "./resolve-merchant.ts";
export { systemStatusFor } from "./system-status.ts";
export { isTimeZone, utcOffsetMinutes } from "./time-zone.ts";
