import { randomBytes } from "node:crypto";
import { utcOffsetMinutes } from "../merchants/index.ts";

/** Crockford's base-32 digits: no I, L, O or U, so a number read out over the phone is unambiguous. */
const BASE32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

type TRandom = (size: number) => Buffer;

/** The local day in the time zone as yymmdd. */
function localDay(at: Date, timeZone: string): string {
  const local = new Date(at.getTime() + utcOffsetMinutes(timeZone, at) * 60_000);
  return local.toISOString().slice(2, 10).replaceAll("-", "");
}

/** 40 random bits as 8 base-32 characters. */
function randomSuffix(random: TRandom): string {
  let bits = 0n;
  for (const byte of random(5)) bits = (bits << 8n) | BigInt(byte);
  let suffix = "";
  for (let i = 0; i < 8; i += 1) {
    suffix = BASE32[Number(bits & 31n)] + suffix;
    bits >>= 5n;
  }
  return suffix;
}

/**
 * A payment order number: a letter for the kind, the merchant's local day (yymmdd) and 8 random
 * base-32 characters (40 bits), e.g. `W250314K7Q2M9XA`. Support staff read the day off it at a
 * glance; the random part makes it unguessable and, with the unique index behind it, unique.
 */
function orderNo(prefix: "D" | "W", at: Date, timeZone: string, random: TRandom): string {
  return `${prefix}${localDay(at, timeZone)}${randomSuffix(random)}`;
}

/** A withdrawal's order number (`W…`). */
export function withdrawalOrderNo(at: Date, timeZone: string, random: TRandom = randomBytes): string {
  return orderNo("W", at, timeZone, random);
}

/** A deposit's order number (`D…`). */
export function depositOrderNo(at: Date, timeZone: string, random: TRandom = randomBytes): string {
  return orderNo("D", at, timeZone, random);
}
