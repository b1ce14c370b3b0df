import type { TWordSource } from "./rng.ts";

/** 1 MiB per chunk: large enough that writing costs little, small enough to hold in memory. */
const CHUNK_WORDS = 256 * 1024;

/**
 * `byteCount` bytes of the word source, in chunks ready to write to a file. Each 32-bit word
 * is laid down in the machine's byte order, the order the production source read it from the
 * operating system's buffer, so the file holds the bytes exactly as the engine consumed them.
 * A byte count that is not a multiple of 4 ends with the first bytes of one last word.
 */
export function* wordDumpChunks(source: TWordSource, byteCount: number): Generator<Uint8Array> {
  if (!Number.isSafeInteger(byteCount) || byteCount < 0) throw new RangeError(`bad byte count ${byteCount}`);
  const words = new Uint32Array(CHUNK_WORDS);
  const bytes = new Uint8Array(words.buffer);
  let remaining = byteCount;
  while (remaining > 0) {
    const chunkBytes = Math.min(remaining, bytes.length);
    const wordCount = Math.ceil(chunkBytes / 4);
    for (let index = 0; index < wordCount; index++) words[index] = source.nextWord();
    yield bytes.subarray(0, chunkBytes);
    remaining -= chunkBytes;
  }
}
