import type { TPickProblem } from "../bet-type.ts";
import type { TVnLayout } from "./vn-layout.ts";

/**
 * Checks a result typed by an operator or sent by a feed: exactly `{ prizes }`, every prize of the
 * layout and no other, each with its count of numbers, each number a string of exactly its digit
 * count (0–9, leading zeros kept). Numbers may repeat: digits are drawn independently.
 */
export function checkVnResult(layout: TVnLayout, result: unknown): TPickProblem | null {
  if (!isPlainObject(result) || Object.keys(result).join() !== "prizes") return { code: "result_malformed" };
  const prizes = result.prizes;
  if (!isPlainObject(prizes)) return { code: "result_malformed" };
  for (const key of Object.keys(prizes)) {
    if (!layout.prizes.some((shape) => shape.prize === key)) {
      return { code: "result_prize_unknown", values: { prize: key.slice(0, 20) } };
    }
  }
  for (const shape of layout.prizes) {
    const numbers = prizes[shape.prize];
    if (!Array.isArray(numbers) || numbers.length !== shape.count) {
      return { code: "result_prize_count", values: { prize: shape.label, count: shape.count } };
    }
    const pattern = new RegExp(`^[0-9]{${shape.digits}}$`);
    for (const number of numbers) {
      if (typeof number !== "string" || !pattern.test(number)) {
        return {
          code: "result_number_invalid",
          values: { prize: shape.label, number: String(number).slice(0, 20), digits: shape.digits },
        };
      }
    }
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
