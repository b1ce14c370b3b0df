import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";

/** Unread inbox messages of the logged-in member (spec §3); 0 while unknown. The live socket writes the same entry. */
export function useUnreadCount(): number {
  const hasSession = useAppStore((state) => state.token !== null);
  const { data } = useApiQuery("unreadCount", undefined, { enabled: hasSession, staleTime: 60_000 });
  return data?.count ?? 0;
}
