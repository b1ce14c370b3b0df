import { z } from "zod";
import { ZPageQuery } from "./money.ts";
import { ZRowId } from "./row-id.ts";

/** Notification messages of spec §3; the web app words them from its catalogue (msg_<kind>). */
export const MESSAGE_KINDS = [
  "deposit_credited",
  "deposit_failed",
  "withdrawal_approved",
  "withdrawal_rejected",
  "withdrawal_paid",
  "balance_adjusted",
] as const;
export type TMessageKind = (typeof MESSAGE_KINDS)[number];

export type TInboxMessage = {
  id: number;
  kind: TMessageKind;
  /** Minor units. */
  amount: number;
  orderNo: string | null;
  read: boolean;
  createdAt: string;
};

export const ZInboxQuery = ZPageQuery;
export type TInboxQuery = z.input<typeof ZInboxQuery>;

/** `POST /wps/inbox/read`: mark some messages read, or all of them when `ids` is left out. */
export const ZInboxReadRequest = z.object({ ids: z.array(ZRowId).min(1).max(100).optional() });
export type TInboxReadRequest = z.input<typeof ZInboxReadRequest>;
export type TUnreadCount = { count: number };
