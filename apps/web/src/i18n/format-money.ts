const formatters = new Map<string, Intl.NumberFormat>();

/** Money in the visitor's locale with exactly two decimals and grouping (spec §9); 0 when missing. */
export function formatMoney(value: number | null | undefined, localeTag: string): string {
  let formatter = formatters.get(localeTag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(localeTag, formatter);
  }
  return formatter.format(Number.isFinite(value) ? (value as number) : 0);
}
