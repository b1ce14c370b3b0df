import type { TWordSource } from "../../../rng.ts";

/** For tests: a word source answering `words` in order, which throws once they run out. */
export function scriptedWords(words: readonly number[]): TWordSource & { remaining(): number } {
  let index = 0;
  return {
    nextWord() {
      const word = words[index];
      if (word === undefined) throw new RangeError("the scripted words ran out");
      index += 1;
      return word;
    },
    remaining: () => words.length - index,
  };
}
