import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/api-client.ts";
import { useAppStore } from "../../store/app-store.ts";

/** The stored state's balance (spec §3); pages that move money invalidate this key. */
export const BALANCE_KEY = ["balance"] as const;

/**
 * The logged-in member's balance (`sumBalance` and friends, minor units). The live socket merges
 * pushes into the same cache entry, so every reader sees one number.
 */
export function useBalance() {
  const hasSession = useAppStore((state) => state.token !== null);
  return useQuery({
    queryKey: BALANCE_KEY,
    queryFn: () => api.request("balance"),
    enabled: hasSession,
    staleTime: 30_000,
  });
}
