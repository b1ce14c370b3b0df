/**
 * The two-sided bets: a number is big or small against a threshold, and odd or even. Big/small
 * and odd/even are two separate questions ("dimensions"): big + odd is no hedge, big + small is.
 */
export const SIDES = ["big", "small", "odd", "even"] as const;
export type TSide = (typeof SIDES)[number];
export type TSideDimension = "size" | "parity";

export function readSide(text: string): TSide | null {
  return (SIDES as readonly string[]).includes(text) ? (text as TSide) : null;
}

export function sideDimension(side: TSide): TSideDimension {
  return side === "big" || side === "small" ? "size" : "parity";
}

/** Whether `value` shows `side`, big meaning `value >= bigFrom` and small anything below. */
export function showsSide(value: number, side: TSide, bigFrom: number): boolean {
  switch (side) {
    case "big":
      return value >= bigFrom;
    case "small":
      return value < bigFrom;
    case "odd":
      return value % 2 === 1;
    case "even":
      return value % 2 === 0;
  }
}
