/**
 * The channel's fee on a deposit: basis points of the amount (rounded up to the minor unit, so
 * the fee is never under-charged) plus the fixed part. Never the whole amount: a fee that would
 * leave nothing to credit is refused by the caller.
 */
export function depositFee(amount: number, feeBps: number, feeFixed: number): number {
  return Math.ceil((amount * feeBps) / 10_000) + feeFixed;
}
