import type { TEndpointName } from "@orchid/contract/endpoints";
import { queryClient } from "../../api/query-client.ts";

/**
 * The member's own calls, grouped by what makes them stale. Their cache keys start with the call's
 * name (api/api-hooks.ts), so a name alone reaches every page and filter of it.
 */
export const MEMBER_CALLS = {
  balance: ["balance"],
  unread: ["unreadCount"],
  wallets: ["merchantWallets"],
  payments: ["deposits", "depositChannels", "withdrawals", "withdrawSettings", "payoutAccounts"],
  records: ["walletRecords", "betRecords", "bonusDetails", "personalProfit", "gameProfit"],
  inbox: ["inboxMessages"],
  /** Bonus grants and their wagering progress, and the offers that depend on them. */
  bonus: ["bonusGrants", "bonusOffers", "depositBonuses"],
  /** Favourite ids, favourite and recent game lists. */
  memberGames: ["favouriteGameIds", "favouriteGames", "recentGames"],
  /** The member's points: balance and held, points lines, mall redeems. */
  points: ["pointBalance", "pointDetails", "pointRedeems"],
  /** Missions and their progress, the member centre's badge counts, the reward centre. */
  missions: ["missions", "missionSummary", "rewards"],
  /** Invite friends: the code, link, counts and rules, and the invitee list. */
  referral: ["referral", "referralInvitees"],
  /** Red envelopes: the raffles running or coming, with what the member took from each. */
  raffles: ["rafflePromotion"],
  /** The member's feedback and the operators' replies. */
  myFeedback: ["myFeedback"],
  /** The member's VIP rank, last 30 days' figures and the levels. */
  vip: ["vip"],
  /** Promotion applications: each promotion's state for the member, and the "My applications" list. */
  applications: ["promotionApplications"],
} as const satisfies Record<string, readonly TEndpointName[]>;

/** Fetches again every cached answer of these calls that a page shows. */
export function refreshCalls(names: readonly TEndpointName[]): void {
  for (const name of names) void queryClient.invalidateQueries({ queryKey: [name] });
}

/**
 * Forgets every member money answer (logout, expired session). Their keys carry the session
 * already; dropping them also frees the memory and leaves nothing of the previous member behind.
 */
export function removeMemberData(): void {
  for (const names of Object.values(MEMBER_CALLS)) {
    for (const name of names) queryClient.removeQueries({ queryKey: [name] });
  }
}

/** After money moved: the balance, wallets and record lists fetch again. */
export function refreshAfterMoneyMoved(): void {
  refreshCalls([...MEMBER_CALLS.balance, ...MEMBER_CALLS.wallets, ...MEMBER_CALLS.records]);
}
