import type { TJackpot } from "@orchid/contract/system";
import type { TMerchantJackpot } from "../../db/schema/merchants.ts";

/**
 * The home jackpot until real pools exist: a value derived from the time, growing by a fixed
 * increment each tick, so every visitor sees the same number and it never goes down.
 */
export function jackpotValueMinor(config: TMerchantJackpot, nowMs: number): number {
  const ticks = Math.max(0, Math.floor((nowMs - config.epochMs) / config.tickMs));
  return config.baseMinor + ticks * config.incrementMinor;
}

export function presentJackpot(
  config: TMerchantJackpot,
  enabled: boolean,
  currencySymbol: string,
  now: Date,
): TJackpot {
  return {
    enabled,
    value: jackpotValueMinor(config, now.getTime()) / 100,
    increment: config.incrementMinor / 100,
    tickMs: config.tickMs,
    currencySymbol,
    serverTime: now.toISOString(),
  };
}
