/**
 * An amount in minor units shown in major units with two decimals ("12345" → "123.45"), grouped
 * for the console's language. The division happens only here, for display.
 */
export function formatMinor(amountMinor: number, languageTag: string): string {
  return new Intl.NumberFormat(languageTag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amountMinor / 100,
  );
}
