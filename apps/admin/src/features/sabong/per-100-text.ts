import { formatHundredths } from "./sabong-numbers.ts";

/** A payout per 100 (hundredths) as the board shows it ("142.50"), or "—" while its pool is empty. */
export function per100Text(hundredths: number | null): string {
  return hundredths === null ? "—" : formatHundredths(hundredths);
}

/** The draw's fixed odds: "8:1". */
export function drawOddsText(odds: { profit: number; per: number }): string {
  return `${odds.profit}:${odds.per}`;
}
