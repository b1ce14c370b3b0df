import { parseAmount } from "./parse-amount.ts";

export type TAmountLimits = { min?: number; max?: number; available?: number };

/** A typed amount against its limits: minor units, or a catalogue key and the bound it broke. */
export type TAmountCheck =
  | { minor: number; problem: null }
  | { minor: null; problem: string; bound?: number };

/**
 * Reads a typed amount and checks it against the form's limits (minor units): at least `min`,
 * at most `max`, and no more than `available`, in that order.
 */
export function checkAmount(text: string, limits: TAmountLimits = {}): TAmountCheck {
  const parsed = parseAmount(text);
  if (parsed.minor === null) return parsed;
  const { minor } = parsed;
  if (limits.min !== undefined && minor < limits.min)
    return { minor: null, problem: "err_amount_below_min", bound: limits.min };
  if (limits.max !== undefined && minor > limits.max)
    return { minor: null, problem: "err_amount_above_max", bound: limits.max };
  if (limits.available !== undefined && minor > limits.available)
    return { minor: null, problem: "err_insufficient_funds" };
  return { minor, problem: null };
}
