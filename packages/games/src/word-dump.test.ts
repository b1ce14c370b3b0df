import { describe, expect, it } from "vitest";
import { SeededRandomSource } from "./seeded-random-source.ts";
import { wordDumpChunks } from "./word-dump.ts";

function dump(byteCount: number): Uint8Array {
  const chunks = [...wordDumpChunks(new SeededRandomSource(11), byteCount)].map((chunk) =>
    Uint8Array.from(chunk),
  );
  return Uint8Array.from(chunks.flatMap((chunk) => [...chunk]));
}

describe("wordDumpChunks", () => {
  it("writes each word's four bytes in the order the words were drawn", () => {
    const source = new SeededRandomSource(11);
    const expected = new Uint8Array(
      Uint32Array.from([source.nextWord(), source.nextWord(), source.nextWord()]).buffer,
    );
    expect(dump(12)).toEqual(expected);
    expect(dump(10)).toEqual(expected.subarray(0, 10));
  });

  it("writes exactly the bytes asked for, across chunk boundaries", () => {
    const oneMiB = 1024 * 1024;
    expect(dump(oneMiB + 6).length).toBe(oneMiB + 6);
    expect(dump(0).length).toBe(0);
  });
});
