import type { TDepositChannel } from "@orchid/contract/payments";

/** How a channel's fee reads: null for no fee, else its percent and fixed parts (either may be absent). */
export function channelFee(
  channel: Pick<TDepositChannel, "feeBps" | "feeFixed">,
  localeTag: string,
): { percent: string | null; hasFixed: boolean } | null {
  if (channel.feeBps <= 0 && channel.feeFixed <= 0) return null;
  const percent =
    channel.feeBps > 0
      ? new Intl.NumberFormat(localeTag, { style: "percent", maximumFractionDigits: 2 }).format(
          channel.feeBps / 10_000,
        )
      : null;
  return { percent, hasFixed: channel.feeFixed > 0 };
}

/** Quick amounts (major units) a deposit form offers, kept to the channel's range. */
const QUICK_AMOUNTS = [50, 100, 200, 500, 1000, 5000, 10_000];

/** The quick-amount chips of a channel, in minor units; its minimum alone when none fits. */
export function quickAmounts(channel: Pick<TDepositChannel, "minAmount" | "maxAmount">): number[] {
  const fitting = QUICK_AMOUNTS.map((major) => major * 100).filter(
    (minor) => minor >= channel.minAmount && minor <= channel.maxAmount,
  );
  return fitting.length > 0 ? fitting.slice(0, 6) : [channel.minAmount];
}
