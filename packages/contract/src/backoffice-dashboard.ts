/** One day of the dashboard, in the merchant's time zone. */
export type TBoDashboardDay = {
  day: string;
  registrations: number;
  logins: number;
  activeMembers: number;
  /** Credited deposits and paid-out withdrawals of the day, minor units. */
  deposits: number;
  withdrawals: number;
};

/**
 * `GET /bo/dashboard`: today's figures and the last 14 days (oldest first). Later issues add
 * bets and GGR beside these.
 */
export type TBoDashboard = {
  timeZone: string;
  today: TBoDashboardDay;
  days: TBoDashboardDay[];
  totals: {
    members: number;
    lockedMembers: number;
    agents: number;
    pendingDeposits: number;
    pendingWithdrawals: number;
  };
};
