import { z } from "zod";

/** One day of the dashboard, in the merchant's time zone. */
export const ZBoDashboardDay = z.object({
  day: z.string(),
  registrations: z.number().int(),
  logins: z.number().int(),
  activeMembers: z.number().int(),
  /** Credited deposits and paid-out withdrawals of the day, minor units. */
  deposits: z.number().int(),
  withdrawals: z.number().int(),
});
export type TBoDashboardDay = z.output<typeof ZBoDashboardDay>;

/**
 * `GET /bo/dashboard`: today's figures and the last 14 days (oldest first). Later issues add
 * bets and GGR beside these.
 */
export const ZBoDashboard = z.object({
  timeZone: z.string(),
  today: ZBoDashboardDay,
  days: z.array(ZBoDashboardDay),
  totals: z.object({
    members: z.number().int(),
    lockedMembers: z.number().int(),
    agents: z.number().int(),
    pendingDeposits: z.number().int(),
    pendingWithdrawals: z.number().int(),
  }),
});
export type TBoDashboard = z.output<typeof ZBoDashboard>;
