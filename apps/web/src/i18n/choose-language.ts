import { isLanguageCode, type TLanguageCode } from "@orchid/contract/languages";

/**
 * The language to show: the visitor's stored choice when the merchant offers it, else the
 * merchant's default (spec §1: MY for the demo), else the first offered, else English.
 */
export function chooseLanguage(
  stored: string | null,
  offered: readonly TLanguageCode[],
  merchantDefault: TLanguageCode | null,
): TLanguageCode {
  if (isLanguageCode(stored) && (offered.length === 0 || offered.includes(stored))) return stored;
  if (merchantDefault && (offered.length === 0 || offered.includes(merchantDefault))) return merchantDefault;
  return offered[0] ?? "EN";
}
