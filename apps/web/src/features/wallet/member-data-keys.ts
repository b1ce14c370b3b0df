import { queryClient } from "../../api/query-client.ts";

/**
 * Query-key roots of a member's own money data. They carry no token, so they are dropped when the
 * session ends: the next member on this browser never sees the previous one's numbers.
 */
export const MEMBER_DATA_KEYS = {
  balance: ["balance"],
  unread: ["unread"],
  wallets: ["wallets"],
  payments: ["payments"],
  records: ["records"],
  inbox: ["inbox"],
  /** Favourite ids, favourite and recent game lists. */
  memberGames: ["memberGames"],
} as const;

/** Forgets every member money query (logout, expired session). */
export function removeMemberData(): void {
  for (const queryKey of Object.values(MEMBER_DATA_KEYS)) queryClient.removeQueries({ queryKey });
}

/** After money moved: the balance, wallets and record lists fetch again. */
export function refreshAfterMoneyMoved(): void {
  for (const queryKey of [MEMBER_DATA_KEYS.balance, MEMBER_DATA_KEYS.wallets, MEMBER_DATA_KEYS.records]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
