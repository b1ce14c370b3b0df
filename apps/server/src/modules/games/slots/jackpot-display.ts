import type { TJackpot } from "@orchid/contract/system";
import type { TMerchantJackpot } from "../../../db/schema/merchants.ts";

/**
 * The home jackpot until real pools exist: a value derived from the time, growing by a fixed
 * increment each tick, so every visitor sees the same number and it never goes down.
 */
export function jackpotValueMinor(config: TMerchantJackpot, nowMs: number): number {
  const ticks = Math.max(0, Math.floor((nowMs - config.epochMs) / config.tickMs));
  return config.baseMinor + ticks * config.incrementMinor;
}

/**
 * The home counter. Once members have fed real progressive pools, it shows their total and grows
 * between resyncs at the rate stakes fed them over the last hour (whole cents per tick, at least
 * one while anything was fed); before that, the merchant's configured demo counter.
 */
export function presentJackpot(
  config: TMerchantJackpot,
  enabled: boolean,
  currencySymbol: string,
  now: Date,
  pools?: { valueMinor: number; minorPerMs: number },
): TJackpot {
  const perTick = pools ? Math.round(pools.minorPerMs * config.tickMs) : config.incrementMinor;
  return {
    enabled,
    value: (pools ? pools.valueMinor : jackpotValueMinor(config, now.getTime())) / 100,
    increment: (pools && pools.minorPerMs > 0 ? Math.max(1, perTick) : perTick) / 100,
    tickMs: config.tickMs,
    currencySymbol,
    serverTime: now.toISOString(),
  };
}
