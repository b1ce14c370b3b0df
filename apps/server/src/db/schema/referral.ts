import { bigint, boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "./accounts.ts";
import { merchants } from "./merchants.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A merchant's referral rules: what an invitee must deposit and bet, and the inviter's reward. */
export const referralSettings = pgTable("referral_settings", {
  merchantId: integer("merchant_id")
    .primaryKey()
    .references(() => merchants.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  minDeposit: bigint("min_deposit", { mode: "number" }).notNull().default(0),
  minValidBet: bigint("min_valid_bet", { mode: "number" }).notNull().default(0),
  reward: bigint("reward", { mode: "number" }).notNull().default(1),
  rewardUnit: text("reward_unit").notNull().default("minor"),
  claimDays: integer("claim_days").notNull().default(7),
});

/**
 * One invitee's way to earning the inviter's reward: made when the invitee registers with the
 * inviter's code; deposits and valid bet added by the engine; qualified once (or refused when the
 * two accounts share a device, an address or a payout account).
 */
export const referrals = pgTable(
  "referrals",
  {
    inviteeId: integer("invitee_id")
      .primaryKey()
      .references(() => members.id, { onDelete: "cascade" }),
    inviterId: integer("inviter_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    merchantId: integer("merchant_id").notNull(),
    deposited: bigint("deposited", { mode: "number" }).notNull().default(0),
    validBet: bigint("valid_bet", { mode: "number" }).notNull().default(0),
    /** registered → deposited → qualified | refused */
    state: text("state").notNull().default("registered"),
    reason: text("reason"),
    registeredAt: ts("registered_at").notNull().defaultNow(),
    decidedAt: ts("decided_at"),
  },
  (t) => [index("referrals_inviter_idx").on(t.inviterId, t.registeredAt)],
);
