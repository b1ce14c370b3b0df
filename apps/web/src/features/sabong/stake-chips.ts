/**
 * The one-tap stakes beside the stake field: the least stake, then round amounts (1, 5, 10, 50,
 * 100, 500 … in major units) above it, up to the largest stake. All in minor units.
 */
export function stakeChips(minStake: number, maxStake: number, count = 6): number[] {
  const least = Math.max(minStake, 1);
  if (least > maxStake) return [];
  const chips = [least];
  for (let power = 100; chips.length < count && power <= maxStake; power *= 10) {
    for (const factor of [1, 5]) {
      const amount = power * factor;
      if (amount > least && amount <= maxStake && chips.length < count) chips.push(amount);
    }
  }
  return chips;
}

/** A chip's words: whole amounts without decimals ("1,000"), others with two ("1.50"). */
export function chipLabel(minor: number, localeTag = "en"): string {
  const isWhole = minor % 100 === 0;
  return new Intl.NumberFormat(localeTag, {
    minimumFractionDigits: isWhole ? 0 : 2,
    maximumFractionDigits: isWhole ? 0 : 2,
  }).format(minor / 100);
}
