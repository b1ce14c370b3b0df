import type { TGame, TGameType } from "@orchid/contract/games";
import { useApiQuery } from "../../api/api-hooks.ts";

/** Hot games change rarely: the list is fetched once a visit and reused (spec §4 "cached"). */
const HOT_STALE_MS = 10 * 60_000;
/** Spec §9: the hot list is asked with isPlatform 2. */
const HOT_IS_PLATFORM = 2;

/** A lobby's vendor strip and hot list, both needed before the list opens. */
export function useLobbyCatalogue(gameType: TGameType, language: string | null) {
  const vendors = useApiQuery("gameVendors", { gameType }, { staleTime: 5 * 60_000 });
  const hot = useApiQuery(
    "hotGames",
    { isPlatform: HOT_IS_PLATFORM, language: language ?? undefined },
    { staleTime: HOT_STALE_MS },
  );
  const hotGames: TGame[] = hot.data?.hotGames[gameType] ?? [];
  return { vendors, hot, hotGames };
}
