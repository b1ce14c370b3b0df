import * as crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CryptoRandomSource } from "./crypto-random-source.ts";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return { ...actual, randomFillSync: vi.fn(actual.randomFillSync) };
});

const WORDS_PER_REFILL = (64 * 1024) / 4;

describe("CryptoRandomSource", () => {
  afterEach(() => {
    vi.mocked(crypto.randomFillSync).mockClear();
  });

  it("asks the operating system for 64 KiB at a time, once every 16,384 words", () => {
    const source = new CryptoRandomSource();
    expect(crypto.randomFillSync).not.toHaveBeenCalled();
    for (let index = 0; index < WORDS_PER_REFILL; index++) source.nextWord();
    expect(crypto.randomFillSync).toHaveBeenCalledTimes(1);
    source.nextWord();
    expect(crypto.randomFillSync).toHaveBeenCalledTimes(2);
  });

  it("gives 32-bit words whose every bit is set about half the time", () => {
    const source = new CryptoRandomSource();
    const draws = 3 * WORDS_PER_REFILL;
    const setBits = new Array<number>(32).fill(0);
    for (let index = 0; index < draws; index++) {
      const word = source.nextWord();
      expect(Number.isInteger(word) && word >= 0 && word < 2 ** 32).toBe(true);
      for (let bit = 0; bit < 32; bit++) setBits[bit] = (setBits[bit] ?? 0) + ((word >>> bit) & 1);
    }
    // Each count is binomial(49,152, ½): σ ≈ 111, so 6σ ≈ 665 from the half.
    for (const count of setBits) expect(Math.abs(count - draws / 2)).toBeLessThan(665);
  });

  it("keeps every scaled draw inside its range", () => {
    const source = new CryptoRandomSource();
    for (const n of [1, 2, 3, 37, 1_000_003]) {
      for (let index = 0; index < 1_000; index++) {
        const value = source.nextInt(n);
        expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true);
      }
    }
  });
});
