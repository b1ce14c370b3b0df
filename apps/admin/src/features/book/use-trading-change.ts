import type { TBoBookTrading } from "@orchid/contract/backoffice-book";
import type { TEndpointName } from "@orchid/contract/endpoints";
import { useBookChange } from "./use-book-change.ts";
import { usePutTrading } from "./use-put-trading.ts";

/** The calls that change an event's trading and answer its refreshed trading view. */
type TTradingCall =
  | "boBookMarketState"
  | "boBookMarketLimit"
  | "boBookSelectionSwitch"
  | "boBookEventStatus"
  | "boBookEventOdds";

/** A trading change: its answer replaces the view on screen, and the events list reads again. */
export function useTradingChange<K extends TTradingCall>(
  name: K,
  options: { successKey?: string; onSuccess?: () => void } = {},
) {
  const putTrading = usePutTrading();
  const refresh: TEndpointName[] = ["boBookEvents"];
  return useBookChange(name, {
    refresh,
    successKey: options.successKey,
    onSuccess: (value) => {
      // Every call named above answers the refreshed trading view (packages/contract console-book).
      putTrading(value as TBoBookTrading);
      options.onSuccess?.();
    },
  });
}
