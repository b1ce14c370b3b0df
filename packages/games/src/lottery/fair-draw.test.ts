import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { drawCommitment, drawWords, newDrawSeed, seedMatchesCommitment } from "./fair-draw.ts";

const SEED = "7f".repeat(32);

describe("fair draws", () => {
  it("commits to a seed with SHA-256 of its bytes, as any tool computes it", () => {
    const expected = createHash("sha256").update(Buffer.from(SEED, "hex")).digest("hex");
    expect(drawCommitment(SEED)).toBe(expected);
    expect(seedMatchesCommitment(SEED, expected)).toBe(true);
    expect(seedMatchesCommitment("7e".repeat(32), expected)).toBe(false);
    expect(seedMatchesCommitment("not hex", expected)).toBe(false);
  });

  it("reads words from HMAC-SHA256(seed, '<draw key>:<block>'), big-endian, block after block", () => {
    const words = drawWords(SEED, "VN45:20261127-0001");
    const read = Array.from({ length: 12 }, () => words.nextWord());
    const block = (index: number) =>
      createHmac("sha256", Buffer.from(SEED, "hex")).update(`VN45:20261127-0001:${index}`).digest();
    const expected = [block(0), block(1)].flatMap((digest) =>
      Array.from({ length: 8 }, (_, word) => digest.readUInt32BE(word * 4)),
    );
    expect(read).toEqual(expected.slice(0, 12));
  });

  it("gives another draw key other words from the same seed", () => {
    expect(drawWords(SEED, "A:1").nextWord()).not.toBe(drawWords(SEED, "A:2").nextWord());
  });

  it("makes fresh 32-byte seeds and refuses malformed ones", () => {
    const seed = newDrawSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newDrawSeed()).not.toBe(seed);
    expect(() => drawCommitment("ABC")).toThrow(RangeError);
  });
});
