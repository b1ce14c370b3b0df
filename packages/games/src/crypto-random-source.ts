import { randomFillSync } from "node:crypto";
import { type TRandomSource, type TWordSource, uniformInt } from "./rng.ts";

/** 64 KiB per refill: one system call buys 16,384 words, so the call's cost disappears. */
const BUFFER_BYTES = 64 * 1024;

/**
 * The production random source: 32-bit words from the operating system's CSPRNG through
 * `node:crypto`, scaled to a range without bias by `uniformInt`. This is the only source that
 * may decide a real-money outcome.
 */
export class CryptoRandomSource implements TRandomSource, TWordSource {
  private readonly bytes = new Uint8Array(BUFFER_BYTES);
  // Words are read in the machine's byte order; the dump script writes them back the same way.
  private readonly words = new Uint32Array(this.bytes.buffer);
  private position = this.words.length;

  nextWord(): number {
    if (this.position === this.words.length) {
      randomFillSync(this.bytes);
      this.position = 0;
    }
    const word = this.words[this.position] ?? 0;
    this.position += 1;
    return word;
  }

  nextInt(n: number): number {
    return uniformInt(this, n);
  }
}
