import type { TGameType, TGameVendor } from "@orchid/contract/games";
import { useApiQuery } from "../../api/api-hooks.ts";

/**
 * The game vendors of a hall's lobby that have games, beside Orchid's own book: every one for
 * sports, and for esports only the merchant's esports providers (`esportsProviders`, e.g. TF, IA).
 */
export function useBookProviders(gameType: TGameType, only: readonly string[] | null): TGameVendor[] {
  const vendors = useApiQuery(
    "gameVendors",
    { gameType },
    { enabled: only === null || only.length > 0, staleTime: 5 * 60_000 },
  );
  return (vendors.data ?? []).filter(
    (vendor) => vendor.gameCount > 0 && (only === null || only.includes(vendor.vassalage)),
  );
}
