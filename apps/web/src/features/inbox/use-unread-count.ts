import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/api-client.ts";
import { useAppStore } from "../../store/app-store.ts";

/** The stored state's unread message count (spec §3); the live socket writes the same key. */
export const UNREAD_KEY = ["unread"] as const;

/** Unread inbox messages of the logged-in member; 0 while unknown. */
export function useUnreadCount(): number {
  const hasSession = useAppStore((state) => state.token !== null);
  const { data } = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => api.request("unreadCount"),
    enabled: hasSession,
    staleTime: 60_000,
  });
  return data?.count ?? 0;
}
