import { useEffect } from "react";
import { queryClient } from "../../api/query-client.ts";
import { useAppStore } from "../../store/app-store.ts";
import { removeMemberData } from "./member-data-keys.ts";

/**
 * While a member is logged in: the live balance socket runs (its code loads only then), and when
 * the session ends the socket closes and the member's money data is forgotten.
 */
export function useWalletSession(): void {
  const token = useAppStore((state) => state.token);
  const merchant = useAppStore((state) => state.merchant);

  useEffect(() => {
    if (!token || !merchant) return;
    let stop: (() => void) | null = null;
    let isActive = true;
    void import("./balance-socket.ts").then(({ startBalanceSocket }) => {
      if (isActive) stop = startBalanceSocket({ merchant, token, queryClient });
    });
    return () => {
      isActive = false;
      stop?.();
      removeMemberData();
    };
  }, [token, merchant]);
}
