import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";

/** The winner board (`/wps/home/winners`): the week's biggest wins, names masked by the server. */
export function useWinnerBoard() {
  const language = useAppStore((state) => state.language);
  // Game names come in the visitor's language.
  return useApiQuery("winnerBoard", undefined, { extraKey: [language], staleTime: 60_000 });
}
