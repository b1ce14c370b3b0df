/** The small pieces picks are written in, shared by the e-lottery games. */

/** A number written with one or two digits ("7" or "07"), or null when the text is not one. */
export function readNumber(text: string): number | null {
  return /^\d{1,2}$/.test(text) ? Number(text) : null;
}

/** A position written "p1", "p2"… (one or two digits), or null when the text is not one. */
export function readPosition(text: string): number | null {
  const match = /^p(\d{1,2})$/.exec(text);
  return match ? Number(match[1]) : null;
}

/** A ball or car number as members see it: two digits, "07". */
export function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

const ORDINAL_SUFFIXES: Readonly<Record<number, string>> = { 1: "st", 2: "nd", 3: "rd" };

/** "1st", "2nd", "3rd", "4th" … "10th" (positions never pass 10). */
export function ordinal(position: number): string {
  return `${position}${ORDINAL_SUFFIXES[position] ?? "th"}`;
}
