/**
 * Fitting a line of text into a drawn tile without measuring fonts: each character's advance is
 * estimated in ems (generously, so the estimate errs wide), the largest allowed font size whose
 * width fits is chosen, and a name too long even at the smallest size is cut with an ellipsis.
 */
export type TFittedText = { text: string; fontSize: number };
export type TTextBox = { width: number; maxFontSize: number; minFontSize: number };

const ELLIPSIS = "…";
/** Fonts draw the ellipsis about an em wide. */
const ELLIPSIS_EM = 1;
/** CJK ideographs, kana, Hangul, full-width forms and pictographs: a full em, twice a Latin letter. */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\uFF00-\uFF60\uFFE0-\uFFE6\u3000-\u303F\p{Extended_Pictographic}]/u;
/** Scripts whose letters run wider than Latin in common sans-serif fonts. */
const BROAD_SCRIPT =
  /[\p{Script=Myanmar}\p{Script=Khmer}\p{Script=Tamil}\p{Script=Bengali}\p{Script=Devanagari}]/u;
const NARROW = /[\s.,:;'!|iljI()[\]`-]/u;
const VERY_WIDE_LATIN = /[mwMW@%]/u;
/** Marks drawn over or under their letter take no room; spacing marks (Myanmar, Thai vowels) do. */
const NON_SPACING_MARK = /[\p{Mn}\p{Me}]/u;
const SPACING_MARK = /\p{Mc}/u;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** The estimated advance of one character in ems. */
function charWidth(char: string): number {
  if (char === ELLIPSIS) return ELLIPSIS_EM;
  if (NON_SPACING_MARK.test(char)) return 0;
  if (SPACING_MARK.test(char)) return 0.5;
  if (WIDE.test(char)) return 1;
  if (BROAD_SCRIPT.test(char)) return 0.9;
  if (NARROW.test(char)) return 0.34;
  if (VERY_WIDE_LATIN.test(char)) return 0.92;
  if (/\p{Lu}/u.test(char)) return 0.74;
  return 0.62;
}

/**
 * The places a name may be cut: grapheme clusters, with a cluster that starts with a mark kept
 * on its letter's (Intl.Segmenter leaves some Myanmar spacing marks on their own).
 */
function cuttableParts(text: string): string[] {
  const parts: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const startsWithMark = /^\p{M}/u.test(segment);
    if (startsWithMark && parts.length > 0) parts[parts.length - 1] += segment;
    else parts.push(segment);
  }
  return parts;
}

/** The estimated width of `text` in ems (multiply by the font size for user units). */
export function textWidthEm(text: string): number {
  return [...text].reduce((total, char) => total + charWidth(char), 0);
}

/**
 * The line as it should be drawn in `box`: the whole text at the largest font size from
 * `maxFontSize` down to `minFontSize` at which it fits, else cut at the smallest size with an
 * ellipsis at the end (between whole letters with their marks, trailing spaces dropped).
 */
export function fitTileText(text: string, box: TTextBox): TFittedText {
  const clean = text.replace(/\s+/g, " ").trim();
  const width = textWidthEm(clean);
  for (let fontSize = box.maxFontSize; fontSize >= box.minFontSize; fontSize -= 1) {
    if (width * fontSize <= box.width) return { text: clean, fontSize };
  }
  const budget = box.width / box.minFontSize - ELLIPSIS_EM;
  const kept: string[] = [];
  let used = 0;
  for (const part of cuttableParts(clean)) {
    used += textWidthEm(part);
    if (used > budget) break;
    kept.push(part);
  }
  return { text: `${kept.join("").trimEnd()}${ELLIPSIS}`, fontSize: box.minFontSize };
}
