import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";

/**
 * The logged-in member's balance (`sumBalance` and friends, minor units). The live socket merges
 * pushes into the same cache entry, so every reader sees one number.
 */
export function useBalance() {
  const hasSession = useAppStore((state) => state.token !== null);
  return useApiQuery("balance", undefined, { enabled: hasSession, staleTime: 30_000 });
}
