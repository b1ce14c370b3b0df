/**
 * How many different orders a 4D number's digits have, by the shape of its repeats, from four
 * different digits down to one digit four times.
 */
export const PERMUTATION_CLASSES = [
  { permutations: 24, shape: "ABCD" },
  { permutations: 12, shape: "AABC" },
  { permutations: 6, shape: "AABB" },
  { permutations: 4, shape: "AAAB" },
  { permutations: 1, shape: "AAAA" },
] as const;

export type TPermutationCount = (typeof PERMUTATION_CLASSES)[number]["permutations"];

/** How many sets of 4 digits there are when order does not count: C(13, 4). */
export const DIGIT_SETS = 715;

/** Every different order of a number's digits, ascending ("1123" gives 12 numbers). */
export function distinctPermutations(digits: string): string[] {
  if (digits.length <= 1) return [digits];
  const found = new Set<string>();
  for (let index = 0; index < digits.length; index += 1) {
    const rest = digits.slice(0, index) + digits.slice(index + 1);
    for (const tail of distinctPermutations(rest)) found.add(digits.charAt(index) + tail);
  }
  return [...found].sort();
}

/** The number's digits in ascending order: the same for every order of them. */
export function sortedDigits(digits: string): string {
  return [...digits].sort().join("");
}
