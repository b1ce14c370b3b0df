import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** HMAC hash functions allowed by RFC 6238 for one-time passwords. */
export type TOtpAlgorithm = "sha1" | "sha256" | "sha512";

/** Options for computing a time-based code. */
export type TTotpOptions = {
  stepSeconds?: number;
  digits?: number;
  algorithm?: TOtpAlgorithm;
};

/** Options for checking a submitted time-based code. */
export type TVerifyTotpOptions = TTotpOptions & {
  /** How many steps either side of the current one are accepted (clock drift). */
  window?: number;
  /** The counter of the last code accepted for this secret; it and older ones are refused. */
  lastUsedCounter?: number | null;
};

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const DEFAULT_STEP_SECONDS = 30;
const DEFAULT_DIGITS = 6;

/** Encodes bytes as RFC 4648 base32: upper case, without `=` padding. */
export function base32Encode(buf: Buffer): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of buf) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32_ALPHABET.charAt((value >>> bits) & 31);
    }
  }
  if (bits > 0) out += BASE32_ALPHABET.charAt((value << (5 - bits)) & 31);
  return out;
}

/**
 * Decodes RFC 4648 base32, ignoring case, spaces and `=` padding; throws on any other character.
 * Left-over bits that do not make a whole byte are dropped.
 */
export function base32Decode(s: string): Buffer {
  const clean = s.replace(/[\s=]/g, "").toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Invalid base32 character: ${JSON.stringify(char)}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(out);
}

/** A new random 160-bit secret for an authenticator app, base32-encoded. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

function checkDigits(digits: number): void {
  if (!Number.isInteger(digits) || digits < 1 || digits > 10) {
    throw new RangeError(`digits must be an integer from 1 to 10, got ${digits}`);
  }
}

/** RFC 4226 HMAC-based one-time password for `counter`, zero-padded to `digits`. */
export function hotp(
  secret: Buffer,
  counter: bigint | number,
  digits = DEFAULT_DIGITS,
  algorithm: TOtpAlgorithm = "sha1",
): string {
  checkDigits(digits);
  if (typeof counter === "number" && !Number.isSafeInteger(counter)) {
    throw new RangeError(`counter must be a safe integer, got ${counter}`);
  }
  const big = BigInt(counter);
  if (big < 0n || big > 0xffff_ffff_ffff_ffffn) throw new RangeError(`counter out of range: ${big}`);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(big);
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fff_ffff;
  return (binary % 10 ** digits).toString().padStart(digits, "0");
}

function stepCounter(timeMs: number, stepSeconds: number): number {
  if (!(stepSeconds > 0)) throw new RangeError(`stepSeconds must be positive, got ${stepSeconds}`);
  return Math.floor(timeMs / (stepSeconds * 1000));
}

/** RFC 6238 time-based one-time password for the moment `timeMs` (milliseconds since the epoch). */
export function totpCode(secretBase32: string, timeMs: number, options: TTotpOptions = {}): string {
  const counter = stepCounter(timeMs, options.stepSeconds ?? DEFAULT_STEP_SECONDS);
  return hotp(base32Decode(secretBase32), counter, options.digits ?? DEFAULT_DIGITS, options.algorithm);
}

/**
 * Checks a submitted code against the steps within `window` of `timeMs`. Returns the matching
 * time-step counter (store it as the next `lastUsedCounter`), or null when the code is malformed,
 * wrong, or belongs to a step at or before `lastUsedCounter` (a replay).
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  timeMs: number,
  options: TVerifyTotpOptions = {},
): number | null {
  const digits = options.digits ?? DEFAULT_DIGITS;
  const window = options.window ?? 1;
  checkDigits(digits);
  if (!Number.isInteger(window) || window < 0) throw new RangeError(`window must be >= 0, got ${window}`);
  if (code.length !== digits || !/^[0-9]+$/.test(code)) return null;
  const secret = base32Decode(secretBase32);
  const submitted = Buffer.from(code, "ascii");
  const current = stepCounter(timeMs, options.stepSeconds ?? DEFAULT_STEP_SECONDS);
  const lastUsed = options.lastUsedCounter ?? null;
  let matched: number | null = null;
  for (let counter = current - window; counter <= current + window; counter++) {
    if (counter < 0 || (lastUsed !== null && counter <= lastUsed)) continue;
    const expected = Buffer.from(hotp(secret, counter, digits, options.algorithm), "ascii");
    if (timingSafeEqual(expected, submitted) && matched === null) matched = counter;
  }
  return matched;
}

/**
 * The `otpauth://` URI an authenticator app reads from a QR code (SHA1, 6 digits, 30 s), with
 * issuer and account percent-encoded.
 */
export function otpauthUri(issuer: string, account: string, secretBase32: string): string {
  const secret = secretBase32.replace(/[\s=]/g, "").toUpperCase();
  base32Decode(secret);
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return (
    `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}` +
    `&algorithm=SHA1&digits=${DEFAULT_DIGITS}&period=${DEFAULT_STEP_SECONDS}`
  );
}
