/** An exact rational number; always in lowest terms with a positive denominator. */
export type TFraction = { numerator: bigint; denominator: bigint };

export function fraction(numerator: bigint, denominator = 1n): TFraction {
  if (denominator === 0n) throw new RangeError("a fraction cannot have a zero denominator");
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = greatestCommonDivisor(absolute(numerator), absolute(denominator)) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

export function addFractions(a: TFraction, b: TFraction): TFraction {
  return fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export function subtractFractions(a: TFraction, b: TFraction): TFraction {
  return addFractions(a, { numerator: -b.numerator, denominator: b.denominator });
}

export function multiplyFractions(a: TFraction, b: TFraction): TFraction {
  return fraction(a.numerator * b.numerator, a.denominator * b.denominator);
}

export function isSameFraction(a: TFraction, b: TFraction): boolean {
  return a.numerator === b.numerator && a.denominator === b.denominator;
}

/**
 * The nearest double, even when numerator and denominator are far beyond a double's range
 * (the free-spin feature's denominators run to hundreds of digits): divide as integers first,
 * keeping 64 significant bits, then scale by the power of two that was set aside.
 */
export function fractionToNumber(value: TFraction): number {
  const { numerator, denominator } = value;
  if (numerator === 0n) return 0;
  const magnitude = absolute(numerator);
  const shift = bitLength(denominator) - bitLength(magnitude) + 64;
  const quotient =
    shift >= 0 ? (magnitude << BigInt(shift)) / denominator : magnitude / (denominator << BigInt(-shift));
  const result = Number(quotient) * 2 ** -shift;
  return numerator < 0n ? -result : result;
}

function absolute(value: bigint): bigint {
  return value < 0n ? -value : value;
}

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function bitLength(value: bigint): number {
  return value.toString(2).length;
}
