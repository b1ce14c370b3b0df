import { useCallback } from "react";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { useCan } from "../../store/use-can.ts";
import { withCurrencySymbol } from "./exchange-example.ts";

/**
 * Formats minor units as cash with the merchant's currency symbol ("K 10.00"), read from the site
 * settings; an operator who may not read them sees the amount alone ("10.00").
 */
export function useFormatCash(): (amountMinor: number) => string {
  const canReadSettings = useCan("settings.read");
  const settings = useConsoleQuery("boSettings", undefined, canReadSettings);
  const symbol = canReadSettings ? settings.data?.currencySymbol : null;
  const formatMinor = useFormatMinor();
  return useCallback(
    (amountMinor) => withCurrencySymbol(formatMinor(amountMinor), symbol),
    [formatMinor, symbol],
  );
}
