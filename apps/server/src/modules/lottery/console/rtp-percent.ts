import type { TFraction } from "@orchid/games/fraction";

/**
 * An exact RTP as the console shows it: per cent with 2 decimals, rounded down by integer
 * arithmetic on the fraction itself (97.999… % reads "97.99", never "98.00"; 100.004 % reads
 * "100.00", and is refused as over 100 % all the same).
 */
export function rtpPercent(rtp: TFraction): string {
  const hundredths = (rtp.numerator * 10_000n) / rtp.denominator;
  const whole = hundredths / 100n;
  const rest = hundredths % 100n;
  return `${whole}.${rest.toString().padStart(2, "0")}`;
}
