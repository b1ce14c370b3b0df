import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";
import { launchDevice } from "../lobby/launch-kind.ts";

/** Spec §7, §9: popular games are asked 20 at a time, with the prize mode, device and language. */
export const POPULAR_COUNT = 20;
/** Spec §3 site configuration: the lottery prize mode is the default one. */
const PRIZE_MODE = "Lott";

/** The home page's popular games (`/lgw/games/popular`): the most played lately, topped up with hot ones. */
export function usePopularGames() {
  const language = useAppStore((state) => state.language) ?? undefined;
  const device = launchDevice(window.innerWidth);
  return useApiQuery(
    "popularGames",
    { count: POPULAR_COUNT, prizeMode: PRIZE_MODE, device, language },
    { staleTime: 60_000 },
  );
}
