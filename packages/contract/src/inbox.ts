import { z } from "zod";
import { ZPageQuery, zPage } from "./money.ts";
import { ZRowId } from "./row-id.ts";

/** Notification messages of spec §3; the web app words them from its catalogue (msg_<kind>). */
export const MESSAGE_KINDS = [
  "deposit_credited",
  "deposit_failed",
  "withdrawal_approved",
  "withdrawal_rejected",
  "withdrawal_paid",
  "balance_adjusted",
  // Agent contracts (spec §4): the other party of an offer, a change, a termination or an answer.
  "contract_offered",
  "contract_changed",
  "contract_termination_asked",
  "contract_accepted",
  "contract_refused",
  "contract_withdrawn",
  "contract_terminated",
  // Agent centre transfers: the team member who received the money, and the agent who sent it.
  "downline_transfer_in",
  "downline_transfer_out",
  // Agent settlement: a bill the member owes a downline could not be paid; top up, it is retried.
  "agent_bill_insufficient",
  // Bonuses (decisions/0022): granted into the bonus account, converted to cash, given back.
  "bonus_granted",
  "bonus_refused",
  "bonus_converted",
  "bonus_expired",
  "bonus_forfeited",
  // A campaign's points (the amount holds the points) or free spins (the amount holds the spins).
  "bonus_points_awarded",
  "bonus_spins_awarded",
  // Engagement: a mission or referral reward waiting in the reward centre, feedback answered, a new VIP rank.
  "reward_available",
  "feedback_replied",
  "vip_rank_changed",
  "application_approved",
  "application_rejected",
] as const;
export type TMessageKind = (typeof MESSAGE_KINDS)[number];

export const ZInboxMessage = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  /** Minor units. */
  amount: z.number().int(),
  orderNo: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TInboxMessage = z.output<typeof ZInboxMessage>;
export const ZInboxPage = zPage(ZInboxMessage);

export const ZInboxQuery = ZPageQuery;
export type TInboxQuery = z.input<typeof ZInboxQuery>;

/** `POST /wps/inbox/read`: mark some messages read, or all of them when `ids` is left out. */
export const ZInboxReadRequest = z.object({ ids: z.array(ZRowId).min(1).max(100).optional() });
export type TInboxReadRequest = z.input<typeof ZInboxReadRequest>;
export const ZUnreadCount = z.object({ count: z.number().int() });
export type TUnreadCount = z.output<typeof ZUnreadCount>;
