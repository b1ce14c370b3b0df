import { type TRandomSource, type TWordSource, uniformInt } from "./rng.ts";

/**
 * A deterministic source for tests, simulations and replaying a bug: the same seed gives the
 * same words every time. NOT FOR REAL MONEY: anyone who learns the seed, or a few outputs, can
 * predict every later outcome. Real rounds use `CryptoRandomSource`.
 *
 * The generator is xoshiro128** (128 bits of state, period 2^128 - 1), which passes the usual
 * statistical batteries and costs a handful of 32-bit operations per word.
 */
export class SeededRandomSource implements TRandomSource, TWordSource {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(seed: number) {
    if (!Number.isSafeInteger(seed)) throw new RangeError(`a seed must be a safe integer, got ${seed}`);
    // Spread the seed over the whole state so nearby seeds (1, 2, 3...) start far apart.
    const mixer = seedMixer(seed);
    this.s0 = mixer();
    this.s1 = mixer();
    this.s2 = mixer();
    this.s3 = mixer();
    // The all-zero state would stay zero forever.
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  nextWord(): number {
    const result = Math.imul(rotateLeft(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const shifted = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= shifted;
    this.s3 = rotateLeft(this.s3, 11);
    return result;
  }

  nextInt(n: number): number {
    return uniformInt(this, n);
  }
}

function rotateLeft(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits));
}

/** Successive well-mixed 32-bit values from one seed (a 32-bit splitmix-style hash of a counter). */
function seedMixer(seed: number): () => number {
  // Fold the high bits in too, so seeds that differ only above 2^32 still differ.
  let counter = (seed ^ Math.floor(seed / 2 ** 32)) >>> 0;
  return () => {
    counter = (counter + 0x9e3779b9) >>> 0;
    let z = counter;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
}
