import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/api-client.ts";
import { useAppStore } from "../../store/app-store.ts";

/** The winner board (`/wps/home/winners`): the week's biggest wins, names masked by the server. */
export function useWinnerBoard() {
  const language = useAppStore((state) => state.language);
  return useQuery({
    // Game names come in the visitor's language.
    queryKey: ["home", "winners", language],
    queryFn: () => api.request("winnerBoard"),
    staleTime: 60_000,
  });
}
