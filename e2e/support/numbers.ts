/** Numbering systems of the site's languages (Latin, Burmese, Arabic, Persian/Urdu, Bengali, ...). */
const NUMBERING_SYSTEMS = ["latn", "mymr", "arab", "arabext", "beng", "deva", "khmr", "thai", "tamldec"];

const DIGIT_VALUES = new Map<string, number>();
for (const numberingSystem of NUMBERING_SYSTEMS) {
  const format = new Intl.NumberFormat("en", { numberingSystem, useGrouping: false });
  for (let digit = 0; digit <= 9; digit += 1) DIGIT_VALUES.set(format.format(digit), digit);
}

/**
 * The digits of a formatted amount read as one integer, whatever the script and separators
 * ("1,234.56" and "၁,၂၃၄.၅၆" both give 123456). Two amounts in the same format compare correctly.
 */
export function digitsOf(formatted: string): number {
  let value = 0;
  let seen = 0;
  for (const char of formatted) {
    const digit = DIGIT_VALUES.get(char);
    if (digit === undefined) continue;
    value = value * 10 + digit;
    seen += 1;
  }
  if (seen === 0) throw new Error(`no digits in ${JSON.stringify(formatted)}`);
  return value;
}
