import { useQuery } from "@tanstack/react-query";
import { api } from "../api/console-api.ts";
import { useConsoleStore } from "../store/console-store.ts";

/**
 * The time zone of the merchant acted on (`/bo/me` answers it; a merchant switch asks again), so
 * console times read as the site and the dashboard count them; null until the answer is in.
 */
export function useMerchantTimeZone(): string | null {
  const merchant = useConsoleStore((state) => state.merchant);
  const token = useConsoleStore((state) => state.token);
  const me = useQuery({
    queryKey: ["boMe", merchant, null],
    queryFn: () => api.request("boMe"),
    enabled: Boolean(merchant && token),
    staleTime: 5 * 60_000,
  });
  return me.data?.timeZone ?? null;
}
