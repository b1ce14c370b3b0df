import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import type { TWordSource } from "../rng.ts";

/**
 * Provably fair draws (docs/decisions/0020). A draw's secret seed is made when the draw is
 * scheduled, and its SHA-256 commitment is published before sales open. Every number of the
 * result is read from HMAC-SHA256(seed, "<draw key>:<block>") words by rejection sampling, so the
 * seed and the draw key fix the result before the first bet. The seed is revealed once the draw
 * is drawn; anyone can then check the commitment and recompute the result, here, in a browser
 * (the same code) or with any HMAC tool.
 */

const SEED_BYTES = 32;
const WORDS_PER_BLOCK = 8;

/** A fresh secret seed: 32 bytes from the platform's cryptographic generator, as hex. */
export function newDrawSeed(): string {
  return bytesToHex(randomBytes(SEED_BYTES));
}

/** The published commitment to a seed: SHA-256 of the seed's bytes, as hex. */
export function drawCommitment(seedHex: string): string {
  return bytesToHex(sha256(seedBytes(seedHex)));
}

/** True when the revealed seed is the one the commitment promised. */
export function seedMatchesCommitment(seedHex: string, commitmentHex: string): boolean {
  return /^[0-9a-f]{64}$/.test(seedHex) && drawCommitment(seedHex) === commitmentHex.toLowerCase();
}

/**
 * The words a draw's result is read from: block b is HMAC-SHA256(seed, `${drawKey}:${b}`), read
 * as eight big-endian 32-bit words, blocks 0, 1, 2… in order. `drawKey` names the draw
 * (`<game code>:<issue>`), so one seed never serves two draws alike.
 */
export function drawWords(seedHex: string, drawKey: string): TWordSource {
  const key = seedBytes(seedHex);
  let block = 0;
  let words: number[] = [];
  return {
    nextWord(): number {
      if (words.length === 0) {
        const digest = hmac(sha256, key, utf8ToBytes(`${drawKey}:${block}`));
        block += 1;
        const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
        words = Array.from({ length: WORDS_PER_BLOCK }, (_, index) => view.getUint32(index * 4, false));
      }
      return words.shift() as number;
    },
  };
}

function seedBytes(seedHex: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/.test(seedHex)) throw new RangeError("a draw seed is 64 lowercase hex digits");
  return hexToBytes(seedHex);
}
