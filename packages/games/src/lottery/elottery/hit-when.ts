import type { THits } from "../bet-type.ts";

/** A line that pays once under one payout key when it wins, and nothing otherwise. */
export function hitWhen(isHit: boolean, key = "hit"): THits {
  return isHit ? { [key]: 1 } : {};
}
