import { readNumber } from "../pick-parts.ts";
import { readLine, refusePick, type TPickRead } from "../pick-problem.ts";
import { X11X5_BALLS } from "./x11x5-result.ts";

/**
 * Reads `count` different balls written "01,05,09" (commas between, "1" or "01" alike), in the
 * order written. Refuses a malformed list (`invalid_pick`), another count (`wrong_number_count`),
 * a ball outside 1–11 (`number_out_of_range`) and a ball written twice (`repeated_number`).
 */
export function readBallList(pick: string, text: string, count: number): TPickRead<number[]> {
  const balls = text.split(",").map(readNumber);
  if (balls.some((ball) => ball === null)) return refusePick("invalid_pick", { pick });
  if (balls.length !== count) return refusePick("wrong_number_count", { pick, count });
  const numbers = balls as number[];
  if (numbers.some((ball) => ball < 1 || ball > X11X5_BALLS)) {
    return refusePick("number_out_of_range", { pick, min: 1, max: X11X5_BALLS });
  }
  if (new Set(numbers).size !== count) return refusePick("repeated_number", { pick });
  return readLine(numbers);
}
