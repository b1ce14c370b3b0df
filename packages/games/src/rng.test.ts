import { describe, expect, it } from "vitest";
import { CryptoRandomSource } from "./crypto-random-source.ts";
import { rejectionLimit, type TWordSource, uniformInt } from "./rng.ts";
import { SeededRandomSource } from "./seeded-random-source.ts";
import { CHI_SQUARE_5_DF_ONE_IN_A_MILLION, chiSquareUniform, tally } from "./testing/chi-square.ts";

/** Hands out the given words in order and counts how many were taken. */
function scriptedWords(words: number[]): TWordSource & { taken: number } {
  const source = {
    taken: 0,
    nextWord() {
      const word = words[source.taken];
      if (word === undefined) throw new Error("ran out of scripted words");
      source.taken += 1;
      return word;
    },
  };
  return source;
}

const MAX_WORD = 2 ** 32 - 1;

describe("uniformInt: unbiased scaling of 32-bit words", () => {
  it("rejects exactly the words at or above the largest multiple of n below 2^32", () => {
    // 2^32 = 3 · 1,431,655,765 + 1: only the single top word would favour the result 0.
    expect(rejectionLimit(3)).toBe(MAX_WORD);
    const words = scriptedWords([MAX_WORD, MAX_WORD - 1]);
    expect(uniformInt(words, 3)).toBe((MAX_WORD - 1) % 3);
    expect(words.taken).toBe(2);
  });

  it("rejects almost half the words when n is just above 2^31, and keeps the rest", () => {
    const n = 2 ** 31 + 1;
    expect(rejectionLimit(n)).toBe(n);
    const words = scriptedWords([n, MAX_WORD, n - 1]);
    expect(uniformInt(words, n)).toBe(n - 1);
    expect(words.taken).toBe(3);
  });

  it("takes one word and never rejects when n divides 2^32", () => {
    for (const n of [1, 2, 256, 2 ** 32]) {
      const words = scriptedWords([MAX_WORD]);
      expect(uniformInt(words, n)).toBe(MAX_WORD % n);
      expect(words.taken).toBe(1);
    }
  });

  it("refuses a range that is not a whole number in [1, 2^32]", () => {
    const words = scriptedWords([0]);
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) {
      expect(() => uniformInt(words, n)).toThrow(RangeError);
    }
  });

  it.each([
    ["the production source", new CryptoRandomSource()],
    ["the seeded source", new SeededRandomSource(20_240_611)],
  ])("gives %s an even spread over six values (chi-square, 120,000 draws)", (_, source) => {
    const counts = tally(6, 120_000, () => source.nextInt(6));
    expect(chiSquareUniform(counts)).toBeLessThan(CHI_SQUARE_5_DF_ONE_IN_A_MILLION);
  });

  it("would catch modulo bias: the same check flags `word % 6` over words of three bits", () => {
    const threeBitWords = new SeededRandomSource(7);
    const counts = tally(6, 120_000, () => (threeBitWords.nextWord() >>> 29) % 6);
    // 0 and 1 come twice as often as 2..5: far beyond what chance allows.
    expect(chiSquareUniform(counts)).toBeGreaterThan(100 * CHI_SQUARE_5_DF_ONE_IN_A_MILLION);
  });
});
