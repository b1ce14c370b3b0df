import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";
import { applyMemberInfo } from "../../store/session.ts";

/**
 * Member info of the logged-in member (spec §4 start-up and after login). Waits while a forced
 * password change is pending; a NOT_LOGGED_IN or SESSION_EXPIRED answer ends the session (api client).
 */
export function useMemberInfo() {
  const token = useAppStore((state) => state.token);
  const isWaiting = useAppStore((state) => state.user?.isPasswordChangeRequired ?? false);
  return useApiQuery("memberInfo", undefined, {
    // Copied into the store once per answer, not per render: a remount never undoes a local change.
    afterFetch: applyMemberInfo,
    enabled: Boolean(token) && !isWaiting,
    staleTime: 60_000,
    retry: false,
  });
}
