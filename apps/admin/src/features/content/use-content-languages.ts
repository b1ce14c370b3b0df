import { roleAllows } from "@orchid/contract/backoffice";
import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { orderLanguages } from "./content-languages.ts";

/**
 * The languages to edit a text in, from the merchant's settings. An operator who may not read
 * the settings edits English only (plus whatever the text already holds).
 */
export function useContentLanguages(value?: TLocalizedText) {
  const role = useConsoleStore((state) => state.operator?.role);
  const canReadSettings = role ? roleAllows(role, "settings.read") : false;
  const settings = useConsoleQuery("boSettings", undefined, canReadSettings);
  const offered = canReadSettings ? (settings.data?.languages ?? []) : [];
  const defaultLanguage = canReadSettings ? (settings.data?.defaultLanguage ?? null) : null;
  return orderLanguages(offered, defaultLanguage, value);
}
