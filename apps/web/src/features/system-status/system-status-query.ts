import { apiQueryKey } from "@orchid/api-react/api-query-options";
import type { TPermissionInfo, TSystemStatus } from "@orchid/contract/system";
import { api } from "../../api/api-client.ts";
import { chooseLanguage } from "../../i18n/choose-language.ts";
import { applyLanguage, setContentLanguage } from "../../i18n/set-language.ts";
import { rememberMerchant } from "../../store/merchant.ts";
import { readStored } from "../../store/storage.ts";
import { STORAGE_KEYS } from "../../store/storage-keys.ts";

export type TStatusAnswer = TSystemStatus | TPermissionInfo;

/** The status call answers the full permission info when the merchant is known. */
export function isPermissionInfo(answer: TStatusAnswer): answer is TPermissionInfo {
  return "whitelabel" in answer;
}

/**
 * Start-up (spec §4): the first call goes without a Merchant header; its answer names the
 * merchant (kept in both storages) and the languages, so the site renders in the right one.
 */
async function fetchStatus(hostname: string): Promise<TStatusAnswer> {
  let answer: TStatusAnswer;
  try {
    answer = await api.request("systemStatus", { url: hostname });
  } catch (error) {
    // The error page needs words: the stored language, else English.
    await applyLanguage(chooseLanguage(readStored("localStorage", STORAGE_KEYS.language), [], null)).catch(
      () => undefined,
    );
    throw error;
  }
  rememberMerchant(answer.merchantCode);
  const whitelabel = isPermissionInfo(answer) ? answer.whitelabel : null;
  const language = chooseLanguage(
    readStored("localStorage", STORAGE_KEYS.language),
    whitelabel?.languages ?? [],
    whitelabel?.defaultLanguage ?? null,
  );
  if (whitelabel) setContentLanguage(whitelabel.defaultLanguage);
  await applyLanguage(language).catch(() => undefined);
  return answer;
}

/** Keyed like every read (api/api-hooks.ts); its fetch also sets the merchant and the language. */
export function systemStatusQuery(hostname: string) {
  return {
    queryKey: apiQueryKey("systemStatus", [], { url: hostname }),
    queryFn: () => fetchStatus(hostname),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  };
}
