import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { TCountryCode } from "@orchid/contract/system";
import { getCountries, getCountryCallingCode } from "libphonenumber-js";

/** Every country with its dialing code (from libphonenumber's metadata) and a flag the server serves. */
export const COUNTRY_CODES: readonly TCountryCode[] = getCountries()
  .map((countryCode) => ({
    countryCode,
    countryDialingCode: `+${getCountryCallingCode(countryCode)}`,
    flagUrl: `/flags/${countryCode}.svg`,
  }))
  .sort((a, b) => a.countryCode.localeCompare(b.countryCode));

const require = createRequire(import.meta.url);
const flagDir = path.join(path.dirname(require.resolve("country-flag-icons")), "3x2");
const flagCache = new Map<string, Buffer>();

/** The 3:2 SVG flag of a two-letter country code, or null when there is none. */
export async function flagSvg(countryCode: string): Promise<Buffer | null> {
  const code = countryCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return null;
  const cached = flagCache.get(code);
  if (cached) return cached;
  try {
    const svg = await readFile(path.join(flagDir, `${code}.svg`));
    flagCache.set(code, svg);
    return svg;
  } catch {
    return null;
  }
}
