import type { TVnLayout } from "./vn-layout.ts";

/**
 * A hand-made result for tests: the n-th number in drawing order (from 0) ends in n + 10 and is
 * padded on the left with 5s ("55510", "511", "33"), so the lô-2 numbers are all different and
 * known (10 to 36 in the north, 10 to 27 in the south); `overrides` replace whole prizes.
 */
export function buildVnResult<TPrize extends string>(
  layout: TVnLayout<TPrize>,
  overrides: Partial<Record<TPrize, string[]>> = {},
): { prizes: Record<TPrize, string[]> } {
  let index = 0;
  const prizes = {} as Record<TPrize, string[]>;
  for (const shape of layout.prizes) {
    const numbers = Array.from({ length: shape.count }, () => {
      index += 1;
      return String(index + 9).padStart(shape.digits, "5");
    });
    prizes[shape.prize] = overrides[shape.prize] ?? numbers;
  }
  return { prizes };
}
