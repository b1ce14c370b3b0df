/** The e-lottery families, whose results are one row of numbers. */
export const ROW_FAMILIES = ["ssc5d", "pk10", "k3", "x11x5"] as const;
export type TRowFamily = (typeof ROW_FAMILIES)[number];

export function isRowFamily(family: string): family is TRowFamily {
  return (ROW_FAMILIES as readonly string[]).includes(family);
}

/** Big, small, or neither (a K3 triple, an 11x5 total of exactly 30). */
export type TSize = "big" | "small" | "neither";
export type TParity = "odd" | "even";

/**
 * What a row's result shows at a glance and its trends follow: the total the two-sided bets read
 * (5D: the five digits; K3: the dice, a triple neither big nor small; PK10: the 1st and 2nd cars;
 * 11x5: the five balls, big above 30 and small below) with its size and parity, and dragon/tiger
 * where the family bets on it (5D: 1st digit against 5th; PK10: 1st car against 10th).
 */
export type TRowSummary = {
  /** `lott_sum` or `lott_top2_sum`: which total `sum` is. */
  sumKey: string;
  sum: number;
  size: TSize;
  parity: TParity;
  dragonTiger: "dragon" | "tiger" | "tie" | null;
};

const total = (numbers: readonly number[]) => numbers.reduce((sum, value) => sum + value, 0);

function sizeOf(sum: number, bigFrom: number): TSize {
  return sum >= bigFrom ? "big" : "small";
}

function dragonTiger(first: number, last: number): "dragon" | "tiger" | "tie" {
  if (first === last) return "tie";
  return first > last ? "dragon" : "tiger";
}

export function rowSummary(family: TRowFamily, numbers: readonly number[]): TRowSummary {
  const first = numbers[0] ?? 0;
  const last = numbers.at(-1) ?? 0;
  switch (family) {
    case "ssc5d": {
      const sum = total(numbers);
      const parity = sum % 2 === 0 ? "even" : "odd";
      return {
        sumKey: "lott_sum",
        sum,
        size: sizeOf(sum, 23),
        parity,
        dragonTiger: dragonTiger(first, last),
      };
    }
    case "k3": {
      const sum = total(numbers);
      const isTriple = numbers.every((die) => die === first);
      const size = isTriple ? "neither" : sizeOf(sum, 11);
      return { sumKey: "lott_sum", sum, size, parity: sum % 2 === 0 ? "even" : "odd", dragonTiger: null };
    }
    case "pk10": {
      const sum = first + (numbers[1] ?? 0);
      const parity = sum % 2 === 0 ? "even" : "odd";
      return {
        sumKey: "lott_top2_sum",
        sum,
        size: sizeOf(sum, 12),
        parity,
        dragonTiger: dragonTiger(first, last),
      };
    }
    case "x11x5": {
      const sum = total(numbers);
      const size = sum === 30 ? "neither" : sizeOf(sum, 31);
      return { sumKey: "lott_sum", sum, size, parity: sum % 2 === 0 ? "even" : "odd", dragonTiger: null };
    }
  }
}
