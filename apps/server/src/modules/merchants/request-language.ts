import { isLanguageCode, type TLanguageCode } from "@orchid/contract/languages";
import type { FastifyRequest } from "fastify";
import type { TMerchant } from "./merchant-repo.ts";

/** The language to answer in: an explicit query value, else the `Language` header, else the merchant's default. */
export function requestLanguage(
  request: FastifyRequest,
  merchant: TMerchant,
  explicit?: string,
): TLanguageCode {
  const header = request.headers.language;
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  for (const candidate of [explicit, fromHeader]) {
    if (isLanguageCode(candidate)) return candidate === "KR" ? "KO" : candidate;
  }
  return isLanguageCode(merchant.defaultLanguage) ? merchant.defaultLanguage : "EN";
}

/**
 * Text in the wanted language, else English (the language most visitors can read), else the
 * merchant's default, else whatever there is.
 */
export function pickText(text: Record<string, string>, language: string, merchantDefault: string): string {
  return text[language] ?? text.EN ?? text[merchantDefault] ?? Object.values(text)[0] ?? "";
}

/** The language to answer in and the merchant's default behind it (for `pickText`). */
export function answerLanguage(
  request: FastifyRequest,
  merchant: TMerchant,
): { language: string; fallback: string } {
  return { language: requestLanguage(request, merchant), fallback: merchant.defaultLanguage };
}
