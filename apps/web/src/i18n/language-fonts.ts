import type { TLanguageCode } from "@orchid/contract/languages";

/**
 * Noto fonts for scripts a device may lack, each its own lazy CSS chunk: a visitor downloads
 * a font only when a language needing it becomes active. The CJK fonts (regular weight only)
 * come as about a hundred `unicode-range` slices each, so only the slices holding characters on
 * screen are fetched.
 */
const FONT_LOADERS: Partial<Record<TLanguageCode, () => Promise<unknown>>> = {
  MY: () =>
    Promise.all([
      import("@fontsource/noto-sans-myanmar/myanmar-400.css"),
      import("@fontsource/noto-sans-myanmar/myanmar-700.css"),
    ]),
  KM: () =>
    Promise.all([
      import("@fontsource/noto-sans-khmer/khmer-400.css"),
      import("@fontsource/noto-sans-khmer/khmer-700.css"),
    ]),
  TH: () =>
    Promise.all([
      import("@fontsource/noto-sans-thai/thai-400.css"),
      import("@fontsource/noto-sans-thai/thai-700.css"),
    ]),
  BN: () =>
    Promise.all([
      import("@fontsource/noto-sans-bengali/bengali-400.css"),
      import("@fontsource/noto-sans-bengali/bengali-700.css"),
    ]),
  TA: () =>
    Promise.all([
      import("@fontsource/noto-sans-tamil/tamil-400.css"),
      import("@fontsource/noto-sans-tamil/tamil-700.css"),
    ]),
  HI: () =>
    Promise.all([
      import("@fontsource/noto-sans-devanagari/devanagari-400.css"),
      import("@fontsource/noto-sans-devanagari/devanagari-700.css"),
    ]),
  AR: () =>
    Promise.all([
      import("@fontsource/noto-sans-arabic/arabic-400.css"),
      import("@fontsource/noto-sans-arabic/arabic-700.css"),
    ]),
  UR: () =>
    Promise.all([
      import("@fontsource/noto-sans-arabic/arabic-400.css"),
      import("@fontsource/noto-sans-arabic/arabic-700.css"),
    ]),
  CN: () => import("@fontsource/noto-sans-sc/400.css"),
  TW: () => import("@fontsource/noto-sans-tc/400.css"),
  JA: () => import("@fontsource/noto-sans-jp/400.css"),
  KO: () => import("@fontsource/noto-sans-kr/400.css"),
};

/** Font family names, put first in the stack while their language is active. */
const FONT_FAMILIES: Partial<Record<TLanguageCode, string>> = {
  MY: "Noto Sans Myanmar",
  KM: "Noto Sans Khmer",
  TH: "Noto Sans Thai",
  BN: "Noto Sans Bengali",
  TA: "Noto Sans Tamil",
  HI: "Noto Sans Devanagari",
  AR: "Noto Sans Arabic",
  UR: "Noto Sans Arabic",
  CN: "Noto Sans SC",
  TW: "Noto Sans TC",
  JA: "Noto Sans JP",
  KO: "Noto Sans KR",
};

/**
 * Puts the active language's script font first; `contentLanguage` (the merchant default, which
 * server texts fall back to) gets its font too, so fallback text never shows as empty boxes.
 */
export function loadLanguageFont(code: TLanguageCode, contentLanguage: TLanguageCode | null = null): void {
  const codes = [...new Set([code, contentLanguage ?? code])];
  const families = codes.flatMap((entry) => FONT_FAMILIES[entry] ?? []);
  const root = document.documentElement.style;
  if (families.length > 0)
    root.setProperty("--font-body", `${families.map((f) => `"${f}"`).join(", ")}, var(--font-base)`);
  else root.removeProperty("--font-body");
  // A font that fails to load leaves the system fallback in place; text stays readable.
  for (const entry of codes) FONT_LOADERS[entry]?.().catch(() => undefined);
}
