import { CATALOGUE_LOADERS, type TCatalogue } from "@orchid/i18n/catalogues";

const cache = new Map<string, TCatalogue>();

async function catalogue(language: string): Promise<TCatalogue> {
  const code = language === "KR" ? "KO" : language;
  const known = cache.get(code);
  if (known) return known;
  const loader = CATALOGUE_LOADERS[code] ?? CATALOGUE_LOADERS.EN;
  const loaded = loader ? (await loader()).default : {};
  cache.set(code, loaded);
  return loaded;
}

/** A message text in the member's language (English when missing), with `{name}` placeholders filled. */
export async function messageText(
  language: string,
  key: string,
  values: Record<string, string | number>,
): Promise<string> {
  const text = (await catalogue(language))[key] ?? (await catalogue("EN"))[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
