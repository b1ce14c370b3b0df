import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";
import { useIsRealMember } from "../missions/mission-queries.ts";

/** Packets left move as other members claim; while the section shows it is read again this often. */
const LEFT_REFRESH_MS = 60_000;

/** The red-envelope raffles running or coming, titles in the member's language (real members only). */
export function useRaffles() {
  const language = useAppStore((state) => state.language);
  return useApiQuery("rafflePromotion", undefined, {
    enabled: useIsRealMember(),
    extraKey: [language],
    staleTime: 15_000,
    refetchInterval: LEFT_REFRESH_MS,
  });
}
