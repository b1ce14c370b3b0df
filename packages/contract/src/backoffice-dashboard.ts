/** One day of the dashboard, in the merchant's time zone. */
export type TBoDashboardDay = { day: string; registrations: number; logins: number; activeMembers: number };

/**
 * `GET /bo/dashboard`: today's figures and the last 14 days (oldest first). Later issues add
 * deposits, withdrawals, bets and GGR beside these.
 */
export type TBoDashboard = {
  timeZone: string;
  today: TBoDashboardDay;
  days: TBoDashboardDay[];
  totals: { members: number; lockedMembers: number; agents: number };
};
