import type { TWordSource } from "../../rng.ts";
import { drawDigits } from "../draw-numbers.ts";
import type { TVnLayout } from "./vn-layout.ts";

/**
 * Draws one station's result from the draw's words. Prizes are drawn in the layout's order (Miền
 * Bắc: G1, G2 … G7, ĐB; Miền Nam / Trung: G8, G7 … G1, ĐB); within a prize its numbers one after
 * another; within a number its digits from the left. Each digit is `uniformInt(words, 10)`: the
 * next word w below 4,294,967,290 gives w mod 10, a higher word is skipped. So every digit is
 * uniform on its own and numbers may repeat. The returned prizes are keyed `db`, `g1`, `g2` …
 */
export function drawVnResult<TPrize extends string>(
  layout: TVnLayout<TPrize>,
  words: TWordSource,
): { prizes: Record<TPrize, string[]> } {
  const drawn = new Map<TPrize, string[]>();
  for (const shape of layout.prizes) {
    drawn.set(
      shape.prize,
      Array.from({ length: shape.count }, () => drawDigits(words, shape.digits)),
    );
  }
  const keys = [...drawn.keys()].sort();
  return { prizes: Object.fromEntries(keys.map((key) => [key, drawn.get(key)])) as Record<TPrize, string[]> };
}
