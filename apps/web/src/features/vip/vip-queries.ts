import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";
import { useIsRealMember } from "../missions/mission-queries.ts";

/** The member's VIP rank, the last 30 days' figures and every level, names in the member's language. */
export function useVip() {
  const language = useAppStore((state) => state.language);
  return useApiQuery("vip", undefined, {
    enabled: useIsRealMember(),
    extraKey: [language],
    staleTime: 60_000,
  });
}
