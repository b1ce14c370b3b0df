import { randomInt } from "node:crypto";

/**
 * Splits a pool of minor units into `packets` random packets of at least `minPacket` each that sum
 * exactly to the pool (the platform's RNG, decided when the raffle is made). Each packet gets the
 * minimum, the rest is shared by random weights rounded down, and the units rounding left are
 * handed out one by one to random packets.
 */
export function splitPool(
  pool: number,
  packets: number,
  minPacket: number,
  random: (max: number) => number = (max) => randomInt(max),
): number[] {
  if (!Number.isSafeInteger(pool) || packets < 1 || minPacket < 1 || pool < packets * minPacket)
    throw new RangeError("the pool cannot fill every packet with its minimum");
  const rest = pool - packets * minPacket;
  const weights = Array.from({ length: packets }, () => 1 + random(1_000));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const amounts = weights.map((weight) => minPacket + Math.floor((rest * weight) / total));
  let left = pool - amounts.reduce((sum, amount) => sum + amount, 0);
  while (left > 0) {
    const index = random(packets);
    amounts[index] = (amounts[index] ?? 0) + 1;
    left -= 1;
  }
  return amounts;
}
