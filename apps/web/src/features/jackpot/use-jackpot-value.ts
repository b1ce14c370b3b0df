import { useEffect, useState } from "react";
import { useApiQuery } from "../../api/api-hooks.ts";
import { resyncJackpot, tickJackpot } from "./jackpot-math.ts";

const RESYNC_MS = 60_000;

/** The jackpot pool: grows by its increment every tick here, resyncs with the server every minute. */
export function useJackpotValue() {
  const query = useApiQuery("jackpot", undefined, { refetchInterval: RESYNC_MS, staleTime: RESYNC_MS });
  const jackpot = query.data;
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (jackpot) setValue((current) => resyncJackpot(current, jackpot.value));
  }, [jackpot]);

  const increment = jackpot?.increment ?? 0;
  const tickMs = jackpot?.tickMs ?? 0;
  const isEnabled = jackpot?.enabled ?? false;
  useEffect(() => {
    if (!isEnabled || tickMs <= 0 || increment <= 0) return;
    const timer = window.setInterval(() => {
      setValue((current) => (current === null ? current : tickJackpot(current, increment)));
    }, tickMs);
    return () => window.clearInterval(timer);
  }, [isEnabled, tickMs, increment]);

  return { jackpot, value };
}
