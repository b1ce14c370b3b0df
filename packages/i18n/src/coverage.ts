import type { TCatalogue } from "./catalogues.ts";
import { placeholdersOf } from "./placeholders.ts";

export type TCoverage = {
  code: string;
  translated: number;
  total: number;
  percent: number;
  unknownKeys: string[];
  placeholderErrors: string[];
};

/** Compares a catalogue with the English one: share of keys translated, strays, broken placeholders. */
export function coverageOf(code: string, catalogue: TCatalogue, english: TCatalogue): TCoverage {
  const keys = Object.keys(english);
  let translated = 0;
  const placeholderErrors: string[] = [];
  for (const key of keys) {
    const text = catalogue[key];
    if (typeof text !== "string" || text.trim() === "") continue;
    translated += 1;
    const expected = placeholdersOf(english[key] ?? "").join(" ");
    if (placeholdersOf(text).join(" ") !== expected) placeholderErrors.push(key);
  }
  const unknownKeys = Object.keys(catalogue).filter((key) => !(key in english));
  const percent = keys.length === 0 ? 100 : Math.floor((translated / keys.length) * 1000) / 10;
  return { code, translated, total: keys.length, percent, unknownKeys, placeholderErrors };
}
