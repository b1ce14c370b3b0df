import { isLanguageCode } from "@orchid/contract/languages";
import { CATALOGUE_LOADERS, type TCatalogue } from "@orchid/i18n/catalogues";
import type { FastifyRequest } from "fastify";

/** How a refusal's `message` is written: in a catalogue's language, or as the bare translation key. */
export type TWording = { catalogue: string } | "key";

const loaded = new Map<string, TCatalogue>();

async function catalogue(code: string): Promise<TCatalogue> {
  const known = loaded.get(code);
  if (known) return known;
  const loader = CATALOGUE_LOADERS[code];
  const entries = loader ? (await loader()).default : {};
  loaded.set(code, entries);
  return entries;
}

/**
 * The wording the request asks for: the `Language` header's catalogue (KR reads KO's), English
 * when it names none. `Message-Format: key` asks for the keys themselves, for clients that
 * translate the stable codes with their own catalogues.
 */
export function wordingOf(request: FastifyRequest): TWording {
  if (String(request.headers["message-format"] ?? "").toLowerCase() === "key") return "key";
  const header = request.headers.language;
  const language = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  if (!isLanguageCode(language)) return { catalogue: "EN" };
  return { catalogue: language === "KR" ? "KO" : language };
}

/**
 * A key's text in the wanted wording, English when its catalogue lacks it, the key when none has
 * it; placeholders (`{name}`, the spec's `(min)` / `(max)`) filled from `values` where given.
 */
export async function failureText(
  wording: TWording,
  key: string,
  values: Record<string, unknown> = {},
): Promise<string> {
  if (wording === "key") return key;
  const text = (await catalogue(wording.catalogue))[key] ?? (await catalogue("EN"))[key] ?? key;
  return text.replace(/\{(\w+)\}|\((min|max)\)/g, (whole, braced?: string, bare?: string) => {
    const value = values[braced ?? bare ?? ""];
    return typeof value === "number" || typeof value === "string" ? String(value) : whole;
  });
}
