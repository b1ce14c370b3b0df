import type { TWithdrawSettings } from "@orchid/contract/payments";

export type TWithdrawLimits = {
  /** Withdrawals still allowed today. */
  countLeft: number;
  /** Amount still allowed today (minor units). */
  amountLeft: number;
  min: number;
  /** The most one withdrawal may be now: the per-withdrawal maximum or what is left today. */
  max: number;
};

/** Today's room for withdrawals from the settings: what is left of the daily count and amount. */
export function withdrawLimits(settings: TWithdrawSettings): TWithdrawLimits {
  const countLeft = Math.max(0, settings.dailyCount - settings.usedCountToday);
  const amountLeft = Math.max(0, settings.dailyMax - settings.usedAmountToday);
  return { countLeft, amountLeft, min: settings.minAmount, max: Math.min(settings.maxAmount, amountLeft) };
}
